import { tasksContracts as tasks } from '@studydesk/shared/contracts/tasks';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { boardColumn } from './board.service.ts';
import { markMyDaySeen, myDay } from './my-day.service.ts';
import { setNextAction } from './next-actions.service.ts';
import { assignees, createTask, listTasks, updateTask } from './tasks.service.ts';

/** Next actions and tasks (issue #15); their reminders run on the job queue (reminders.ts). */
export const tasksRoutes: AppRoutes = async (app, { db }) => {
  // the owner of the student's file or Super Admin; the service decides who the owner is now
  const desks = access.roles(['Super Admin', 'Counselor', 'admin Officer', 'Admin Office Visa Section']);
  route(app, tasks.setNextAction, { access: desks }, async (request) => ({
    data: await setNextAction(
      db,
      request.params.studentId,
      { dueAt: request.body.dueAt, note: request.body.note },
      actorOf(request),
    ),
  }));

  const staff = access.signedIn();
  route(app, tasks.list, { access: staff }, async (request) => listTasks(db, request.query, actorOf(request)));
  route(app, tasks.create, { access: staff }, async (request) => ({
    data: await createTask(db, request.body, actorOf(request)),
  }));
  route(app, tasks.update, { access: staff }, async (request) => ({
    data: await updateTask(db, request.params.id, request.body, actorOf(request)),
  }));

  route(app, tasks.myDay, { access: staff }, async (request) => ({ data: await myDay(db, actorOf(request)) }));
  route(app, tasks.seen, { access: staff }, async (request) => {
    await markMyDaySeen(db, actorOf(request));
    return { data: null };
  });
  route(app, tasks.assignees, { access: staff }, async () => ({ data: await assignees(db) }));
  route(app, tasks.board, { access: desks }, async (request) => boardColumn(db, request.query, actorOf(request)));
};
