import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { calendarDateSchema, isCalendarDate } from '../dates.ts';
import {
  advicesBodySchema,
  archivedPageSchema,
  archivedQuerySchema,
  createStudentSchema,
  dashboardCountsSchema,
  listedStudentSchema,
  pageInfoSchema,
  restoreBodySchema,
  statusChangeSchema,
  studentFilterSchema,
  studentIdSchema,
  studentPageSchema,
  studentSchema,
  studentStatusSchema,
} from '../students.ts';
import { nextActionSchema } from '../tasks.ts';
import { studentMessageLanguageSchema } from '../templates.ts';

const tag = 'students';

/** The student number in the path. */
export const studentParams = z.object({ studentId: studentIdSchema });
/** The employee id (`employee_id`, not the uuid) of the employee whose students a path asks for. */
export const employeeParams = z.object({ employee_id: z.string().trim().min(1).max(60) });
/** The spec's delete paths also carry the id of who deletes: kept, never used (the session says who). */
const deleteParams = studentParams.extend({ userId: z.string().max(60) });
const suggestionQuery = z.object({ fullName: z.string().max(120).default('') });
const arrivalsQuery = studentFilterSchema.pick({ page: true, pageSize: true }).extend({
  date: calendarDateSchema.optional(),
});
/** SPEC.md 7 sends the day's students; we accept that list (only their ids are used) or just the day. */
const specificDateBody = z.union([
  z.object({ date: calendarDateSchema }),
  z
    .array(
      z.looseObject({
        createdAt: z
          .string()
          .refine((v) => isCalendarDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)), 'Not a real date'),
      }),
    )
    .min(1)
    .max(10_000),
]);
/** The spec's Counselor list: the page's students wrapped in one `{ students }` item. */
const counselorPageSchema = z.object({
  data: z.array(z.object({ students: z.array(listedStudentSchema) })),
  page: pageInfoSchema,
});
const names = envelope(z.array(z.string()));

const employeeList =
  'Super Admin, and a Counselor, an admin Officer or a visa team member for their own employee id only, may call ' +
  'it. `employee_id` is the employee ID (not the uuid): a Counselor’s own students, the students assigned to an ' +
  'admin Officer, the students handed to a visa team member; Super Admin reads the named employee’s students as ' +
  'a Counselor’s (404 for an unknown employee)';
const allStudents = 'Super Admin and the receptionist may call it';
const filter =
  'The filter: `startDate` and `endDate` (office days, inclusive; the end defaults to tomorrow), a part of ' +
  '`fullName`, any of several `status`; live students only, newest first unless `sort` says `oldest`, `name` or ' +
  '`name-desc`. `page.total` says how many match, ' +
  'exactly up to 10,000 (`exact: false` beyond)';
const reader =
  'Super Admin, the receptionist, the student’s Counselor, the admin Officer the student is assigned to and the ' +
  'visa team members the student was handed to may call it';
const followUp = 'Super Admin and the student’s Counselor may call it';
const xlsx = 'It answers `data.xlsx`, one row a student, every text written as text (never a formula).';

/** The students: registration, lists and exports, the record, its status and advices, archive and restore. */
export const studentsContracts = {
  filterOfEmployee: contract({
    method: 'GET',
    path: '/utilities/filter-student-list/:employee_id',
    tag,
    summary: 'A page of one employee’s students',
    description: `${employeeList}. ${filter}; \`page\` and \`pageSize\` (at most 100) page it.`,
    params: employeeParams,
    query: studentFilterSchema,
    response: studentPageSchema,
  }),
  filterAll: contract({
    method: 'GET',
    path: '/super-admin/filter-leads',
    tag,
    summary: 'A page of all students',
    description: `${allStudents}. ${filter}; \`page\` and \`pageSize\` (at most 100) page it.`,
    query: studentFilterSchema,
    response: studentPageSchema,
  }),
  counselorList: contract({
    method: 'GET',
    path: '/counselor/:employee_id',
    tag,
    summary: 'A page of one employee’s students, in the spec’s Counselor shape',
    description:
      `${employeeList}. The same filter and page as the filter list, the students wrapped in one ` +
      '`{ students }` item of `data` (the spec’s shape).',
    params: employeeParams,
    query: studentFilterSchema,
    response: counselorPageSchema,
  }),
  arrivals: contract({
    method: 'GET',
    path: '/super-admin/get-student-list',
    tag,
    summary: 'A page of the students registered on one day',
    description:
      `${allStudents}. \`date\` is the office day (without it, every day up to tomorrow); the live students of ` +
      'any status, newest first, paged by `page` and `pageSize`.',
    query: arrivalsQuery,
    response: studentPageSchema,
  }),
  downloadOfEmployee: contract({
    method: 'GET',
    path: '/utilities/download-leads/:employee_id',
    tag,
    summary: 'Download one employee’s students as a spreadsheet',
    description: `${employeeList}. ${filter}, every match (no page). ${xlsx}`,
    params: employeeParams,
    query: studentFilterSchema,
    kind: 'file',
  }),
  downloadAll: contract({
    method: 'GET',
    path: '/utilities/download-leads',
    tag,
    summary: 'Download all students as a spreadsheet',
    description: `${allStudents}. ${filter}, every match (no page). ${xlsx}`,
    query: studentFilterSchema,
    kind: 'file',
  }),
  downloadDay: contract({
    method: 'POST',
    path: '/utilities/download-specific-date',
    tag,
    summary: 'Download the students registered on one day as a spreadsheet',
    description:
      `${allStudents}. The body is \`{ date }\` (an office day), or the spec’s list of that day’s students, of ` +
      `which only the first one’s \`createdAt\` day is used. ${xlsx}`,
    body: specificDateBody,
    kind: 'file',
  }),
  suggestOfEmployee: contract({
    method: 'GET',
    path: '/utilities/get-student-suggestion/:employee_id',
    tag,
    summary: 'Name suggestions among one employee’s students',
    description:
      `${employeeList}. It answers at most ten distinct names: those starting with \`fullName\` first, then, ` +
      'from three letters, the nearest others by spelling.',
    params: employeeParams,
    query: suggestionQuery,
    response: names,
  }),
  suggestAll: contract({
    method: 'GET',
    path: '/super-admin/get-student-suggestion',
    tag,
    summary: 'Name suggestions among all students',
    description:
      `${allStudents}. It answers at most ten distinct names of live students: those starting with \`fullName\` ` +
      'first, then, from three letters, the nearest others by spelling.',
    query: suggestionQuery,
    response: names,
  }),
  findSame: contract({
    method: 'GET',
    path: '/receptionist/student/:fullName/:phoneNumber',
    tag,
    summary: 'Find a registered student by name and phone number',
    description:
      `${allStudents}, before registering someone. It answers the live students with this full name (in any ` +
      'case) and this phone number (its digits compared), an empty list when there is none.',
    params: z.object({ fullName: z.string().max(120), phoneNumber: z.string().max(30) }),
    response: envelope(z.array(studentSchema)),
  }),
  create: contract({
    method: 'POST',
    path: '/receptionist/add-student',
    tag,
    summary: 'Register a new student',
    description:
      `${allStudents}. The student starts in follow-up with the chosen active Counselor, who is notified; it ` +
      'answers the student. A live student with the same name and phone number is 409 ("Student already exists").',
    body: createStudentSchema,
    response: envelope(studentSchema),
    status: 201,
  }),
  get: contract({
    method: 'GET',
    path: '/student/:studentId',
    tag,
    summary: 'A student’s record',
    description:
      `${reader}. It answers the live student (in a list, the spec’s shape) with its next step (\`nextAction\`, ` +
      'null for none), who keeps it (`nextActionKeeper`, the employee uuid who sets and is reminded of it: the ' +
      'counselor, the officer or the visa member by the student’s stage) and whether the student opted out of ' +
      'automatic messages (`messagesOptedOut`), and the language of their messages (`messages`: their own, null ' +
      'for the office’s, and the one they go out in); 404 for an unknown number.',
    params: studentParams,
    response: envelope(
      z.array(
        studentSchema.extend({
          nextAction: nextActionSchema,
          nextActionKeeper: z.string().nullable(),
          messagesOptedOut: z.boolean(),
          messages: studentMessageLanguageSchema,
        }),
      ),
    ),
  }),
  history: contract({
    method: 'GET',
    path: '/student/:studentId/history',
    tag,
    summary: 'A student’s status changes',
    description: `${reader}. It answers every status change, oldest first, with who made it and when.`,
    params: studentParams,
    response: envelope(z.array(statusChangeSchema)),
  }),
  changeStatus: contract({
    method: 'PATCH',
    path: '/student/:studentId/status',
    tag,
    summary: 'Move a student to another status',
    description:
      `${followUp}. A Counselor moves a student between follow-up and enrolled only, Super Admin anywhere ` +
      '(403 otherwise); the change is recorded in the history. It answers the student.',
    params: studentParams,
    body: z.object({ status: studentStatusSchema }),
    response: envelope(studentSchema),
  }),
  writeAdvices: contract({
    method: 'PUT',
    path: '/student/:studentId/advices',
    tag,
    summary: 'Write the advices of a student',
    description:
      `${followUp}. The Counselor writes them once (409 when the student has advices already); Super Admin may ` +
      'rewrite them. The change is audited; it answers the student.',
    params: studentParams,
    body: advicesBodySchema,
    response: envelope(studentSchema),
  }),
  archive: contract({
    method: 'DELETE',
    path: '/utilities/delete-student/:studentId/:userId',
    tag,
    summary: 'Delete (archive) a student',
    description:
      'Super Admin, the student’s Counselor and the admin Officer the student is assigned to may call it. The ' +
      'student is archived, with who removed it and from whose list, and can be restored. `userId` is kept for the ' +
      'spec’s URL and not used: who deletes comes from the session.',
    params: deleteParams,
    response: envelope(z.null()),
  }),
  superAdminArchive: contract({
    method: 'DELETE',
    path: '/super-admin/delete-student/:studentId/:userId',
    tag,
    summary: 'Delete (archive) a student, as Super Admin',
    description:
      'Super Admin may call it: the same archive as the utilities delete. `userId` is kept for the spec’s URL and ' +
      'not used: who deletes comes from the session.',
    params: deleteParams,
    response: envelope(z.null()),
  }),
  archived: contract({
    method: 'GET',
    path: '/utilities/archived-students',
    tag,
    summary: 'The archived students',
    description:
      'Super Admin may call it. It answers a page of the archived students, the latest removed first, each with who ' +
      'removed it, from whose list and when; `fullName` keeps those whose name contains it (any case), `page` and ' +
      '`pageSize` (10 unless asked, at most 100) page it. `page.total` says how many match, exactly up to 10,000 ' +
      '(`exact: false` beyond).',
    query: archivedQuerySchema,
    response: archivedPageSchema,
  }),
  restore: contract({
    method: 'POST',
    path: '/utilities/restore-student',
    tag,
    summary: 'Restore an archived student',
    description:
      'Super Admin may call it. The student comes back unchanged (same number, counselor, status and advices); ' +
      '404 when no archived student has this number, 409 when a live student has the same name and phone number. ' +
      'It answers the student.',
    body: restoreBodySchema,
    response: envelope(studentSchema),
  }),
  dashboard: contract({
    method: 'GET',
    path: '/super-admin/dashboard',
    tag,
    summary: 'The student counts of the dashboard',
    description:
      'Super Admin may call it. It answers the number of live students, by status, and the new students of each ' +
      'office day of the last 30 days (days with none left out).',
    response: envelope(dashboardCountsSchema),
  }),
};
