import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { officerQueueOptionsSchema, officerQueuePageSchema, officerQueueQuerySchema } from '../officer-queue.ts';
import { employeeParams } from './students.ts';

const tag = 'applications';
const who =
  'An admin Officer may call it for their own employee id (`employee_id`), Super Admin for any officer’s (404 when ' +
  'no employee has that id)';
const filters =
  'The students currently assigned to the officer, filtered by `q` (a name, contained; a student ID, exact; a ' +
  'phone number, its digits contained), `status` (the student’s, repeatable), and the newest application’s ' +
  '`applicationStatus` (`none`: no application yet), `intake` and `university` (exact)';

/** The admin Officer's queue (issue 22): search, filters, sorting, the newest application and days waiting. */
export const officerQueueContracts = {
  list: contract({
    method: 'GET',
    path: '/admin-officer/queue/:employee_id',
    tag,
    summary: 'A page of an admin Officer’s queue',
    description:
      `${who}. ${filters}; sorted by \`sort\` (\`daysWaiting\`, since the student was assigned to the officer; ` +
      '`studentId`, `name`, `university`, `intake`, `applicationStatus`) in `order`, paged on the server.',
    params: employeeParams,
    query: officerQueueQuerySchema,
    response: officerQueuePageSchema,
  }),
  download: contract({
    method: 'GET',
    path: '/admin-officer/queue/:employee_id/download',
    tag,
    summary: 'Download an admin Officer’s queue as a spreadsheet',
    description:
      `${who}. ${filters}; every match in the chosen order (no page), streamed as \`data.xlsx\` with the ` +
      'queue’s columns.',
    params: employeeParams,
    query: officerQueueQuerySchema.omit({ page: true, pageSize: true }),
    kind: 'file',
  }),
  options: contract({
    method: 'GET',
    path: '/admin-officer/queue/:employee_id/options',
    tag,
    summary: 'The universities and intakes of an admin Officer’s queue',
    description:
      `${who}. It answers the universities and intakes of the newest applications in the officer’s queue, for ` +
      'its filters: of the students of the statuses given (a tab of the queue), or of all.',
    params: employeeParams,
    query: officerQueueQuerySchema.pick({ status: true }),
    response: envelope(officerQueueOptionsSchema),
  }),
};
