import { z } from 'zod';
import { contract } from '../contract.ts';
import { studentIdSchema } from '../students.ts';
import { timelinePageSchema, timelineQuerySchema } from '../timeline.ts';

/** One student's timeline, read from the one event log (issue 17). */
export const timelineContracts = {
  timeline: contract({
    method: 'GET',
    path: '/student/:studentId/timeline',
    tag: 'timeline',
    summary: 'A student’s timeline',
    description:
      'Super Admin, the receptionist, the student’s Counselor, the admin Officer the student is assigned to and ' +
      'the visa team members the student was handed to may call it (403 otherwise, with nothing of the student). ' +
      'It answers what happened to the student, newest first: advices, status changes, documents and reviews, ' +
      'tasks and next steps, messages sent or failed, WhatsApp clicks, applications and the visa outcome, each ' +
      'with who did it. `group` (repeatable: status, advice, documents, tasks, messages, applications, visa, ' +
      'record) keeps only those kinds; `limit` entries a page (20 by default, at most 100); `page.next` is the ' +
      '`cursor` of the next, older page (null on the last).',
    params: z.object({ studentId: studentIdSchema }),
    query: timelineQuerySchema,
    response: timelinePageSchema,
  }),
};
