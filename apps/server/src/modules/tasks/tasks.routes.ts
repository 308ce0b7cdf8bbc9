import { tasksContracts as tasks } from '@studydesk/shared/contracts/tasks';
import type { FastifyBaseLogger } from 'fastify';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { boardColumn } from './board.service.ts';
import { followUpSettings, saveFollowUpSettings } from './follow-up-settings.ts';
import { markMyDaySeen, myDay } from './my-day.service.ts';
import { setNextAction } from './next-actions.service.ts';
import { REMINDERS_JOB } from './reminders.ts';
import { assignees, createTask, listTasks, updateTask } from './tasks.service.ts';

/** Next actions and tasks (issue #15); their reminders run on the job queue (reminders.ts). */
export const tasksRoutes: AppRoutes = async (app, { db, jobs }) => {
  /**
   * A sweep queued for the due time itself, so a reminder arrives on time rather than at the next minute. The
   * saved step or task stands if the queue refuses: the minute's sweep still reminds, and a 500 would have the
   * user save it twice.
   */
  const remindAt = async (dueAt: string | undefined, log: FastifyBaseLogger) => {
    if (!dueAt || !jobs) return;
    await jobs
      .send(REMINDERS_JOB, {}, { startAfter: new Date(dueAt) })
      .catch((error) => log.warn({ err: error }, 'a due-time reminder was not queued; the minute sweep will send it'));
  };

  // the owner of the student's file or Super Admin; the service decides who the owner is now
  const desks = access.roles(['Super Admin', 'Counselor', 'admin Officer', 'Admin Office Visa Section']);
  route(app, tasks.setNextAction, { access: desks }, async (request) => {
    const { dueAt, note } = request.body;
    const nextAction = await setNextAction(db, request.params.studentId, { dueAt, note }, actorOf(request));
    await remindAt(dueAt, request.log);
    return { data: nextAction };
  });

  const staff = access.signedIn();
  route(app, tasks.list, { access: staff }, async (request) => listTasks(db, request.query, actorOf(request)));
  route(app, tasks.create, { access: staff }, async (request) => {
    const task = await createTask(db, request.body, actorOf(request));
    await remindAt(task.dueAt, request.log);
    return { data: task };
  });
  route(app, tasks.update, { access: staff }, async (request) => {
    const task = await updateTask(db, request.params.id, request.body, actorOf(request));
    await remindAt(request.body.dueAt, request.log);
    return { data: task };
  });

  route(app, tasks.myDay, { access: staff }, async (request) => ({
    data: await myDay(db, actorOf(request), request.query.all === 'true'),
  }));
  route(app, tasks.seen, { access: staff }, async (request) => {
    await markMyDaySeen(db, actorOf(request));
    return { data: null };
  });
  route(app, tasks.assignees, { access: staff }, async () => ({ data: await assignees(db) }));
  route(app, tasks.board, { access: desks }, async (request) => boardColumn(db, request.query, actorOf(request)));

  const superAdmin = access.roles(['Super Admin']);
  route(app, tasks.settings, { access: superAdmin }, async () => ({ data: await followUpSettings(db) }));
  route(app, tasks.saveSettings, { access: superAdmin }, async (request) => ({
    data: await saveFollowUpSettings(db, request.body, actorOf(request)),
  }));
};
