import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { studentIdSchema } from '../students.ts';
import {
  boardPageSchema,
  boardQuerySchema,
  followUpSettingsSchema,
  myDaySchema,
  nextActionInputSchema,
  nextActionSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskPageSchema,
  taskSchema,
  taskUpdateSchema,
} from '../tasks.ts';

const tag = 'tasks';

/** Next actions and tasks: what happens next, and who is reminded when (issue #15). */
export const tasksContracts = {
  setNextAction: contract({
    method: 'PUT',
    path: '/student/:studentId/next-action',
    tag,
    summary: 'Set the next step of a student',
    description:
      'The due date-time and a short note of what happens next with an active student (not success or rejected, ' +
      'not archived). Its owner (the counselor; the admin Officer once assigned; the visa member once handed on) ' +
      'or Super Admin sets it; the owner is reminded at the due time. A time already past is a 400.',
    params: z.object({ studentId: studentIdSchema }),
    body: nextActionInputSchema,
    response: envelope(nextActionSchema),
  }),
  list: contract({
    method: 'GET',
    path: '/tasks',
    tag,
    summary: 'A page of tasks',
    description:
      'The caller’s tasks, assigned to or created by them, open ones first by due time (50 a page). Super Admin ' +
      'sees everyone’s and may filter by assignee; `view=assigned` keeps those the caller is to do, `view=given` those ' +
      'the caller gave to someone else; `done` filters open or done tasks.',
    query: taskListQuerySchema,
    response: taskPageSchema,
  }),
  create: contract({
    method: 'POST',
    path: '/tasks',
    tag,
    summary: 'Create a task',
    description:
      'Any staff member gives a task to an active employee (themselves included), optionally about a student by ' +
      'number. A due time already past or an empty title is a 400; an unknown or inactive assignee, or a student the ' +
      'assignee may not see, is a 422 that says why.',
    body: taskInputSchema,
    response: envelope(taskSchema),
    status: 201,
  }),
  update: contract({
    method: 'PATCH',
    path: '/tasks/:id',
    tag,
    summary: 'Complete, reopen or change a task',
    description:
      '`{ done }` completes or reopens it; new values change it (only the fields sent). The assignee or the creator ' +
      'may, and Super Admin; anyone else gets a 403.',
    params: z.object({ id: z.string().uuid('Not a task id') }),
    body: taskUpdateSchema,
    response: envelope(taskSchema),
  }),
  myDay: contract({
    method: 'GET',
    path: '/my-day',
    tag,
    summary: 'The caller’s day',
    description:
      'What needs the caller now: tasks and next steps overdue, due today and in the next seven days; students who ' +
      'became theirs since they last acknowledged; their stalled students; link uploads nobody has opened. Super ' +
      'Admin also gets `team`: per employee, how much is overdue and stalled. Each list holds its first 20, or ' +
      'with `all=true` its first hundred; `more` says which lists have more than they hold.',
    query: z.object({ all: z.enum(['true', 'false']).optional() }),
    response: envelope(myDaySchema),
  }),
  seen: contract({
    method: 'PUT',
    path: '/my-day/seen',
    tag,
    summary: 'Acknowledge the new assignments',
    description: 'The caller has seen the students newly theirs: My Day lists only later ones from now on.',
    response: envelope(z.null()),
  }),
  assignees: contract({
    method: 'GET',
    path: '/tasks/assignees',
    tag,
    summary: 'Who can take a task',
    description:
      'Every active employee by name, with their roles: the choices of a new task’s assignee. Any staff member.',
    response: envelope(
      z.array(z.object({ _id: z.string(), name: z.string(), employee_id: z.string(), roles: z.array(z.string()) })),
    ),
  }),
  board: contract({
    method: 'GET',
    path: '/board',
    tag,
    summary: 'A column of the pipeline board',
    description:
      'The caller’s students in one status, 50 a page, newest first: each card with its destination, days in the ' +
      'stage and next step. A counselor sees their own, an admin Officer those assigned, the visa team those handed ' +
      'on; Super Admin everyone’s, or one counselor’s with `counselor`. Moving a card is PATCH ' +
      '/student/{studentId}/status, with its own rules.',
    query: boardQuerySchema,
    response: boardPageSchema,
  }),
  settings: contract({
    method: 'GET',
    path: '/settings/follow-ups',
    tag,
    summary: 'The office’s follow-up rules',
    description:
      'Super Admin only: after how many days overdue a task or next step is escalated to Super Admin, and how many ' +
      'days without activity make a student stalled, per status.',
    response: envelope(followUpSettingsSchema),
  }),
  saveSettings: contract({
    method: 'PUT',
    path: '/settings/follow-ups',
    tag,
    summary: 'Change the office’s follow-up rules',
    description: 'Super Admin only. Whole days: escalation 1 to 30, stall days 1 to 365 per status (400 otherwise).',
    body: followUpSettingsSchema,
    response: envelope(followUpSettingsSchema),
  }),
};
