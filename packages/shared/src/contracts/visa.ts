import { z } from 'zod';
import { envelope } from '../api.ts';
import { applicationSchema } from '../applications.ts';
import { contract } from '../contract.ts';
import { pageInfoSchema, studentFilterSchema, studentIdSchema, studentSchema } from '../students.ts';
import { visaApplicationSchema, visaDecisionBodySchema } from '../visa.ts';

const tag = 'visa';

/** The student number in the path (the same rule as the students module's `studentParams`). */
const studentParams = z.object({ studentId: studentIdSchema });
/** An employee id in the path (the same rule as the students module's `employeeParams`). */
const employeeParams = z.object({ employee_id: z.string().trim().min(1).max(60) });

/** The spec's paged shape of the visa desk: one entry holding the page's students. */
export const visaStudentsPageSchema = z.object({
  data: z.array(z.object({ students: z.array(studentSchema) })),
  page: pageInfoSchema,
});
export type VisaStudentsPage = z.infer<typeof visaStudentsPageSchema>;

/** The visa team's desk: the students handed to them, each application's outcome. */
export const visaContracts = {
  list: contract({
    method: 'GET',
    path: '/visa/:employee_id',
    tag,
    summary: 'A page of the students handed to a visa team member',
    description:
      'A visa team member may call it for their own employee id (`employee_id`), Super Admin for anyone’s. It ' +
      'answers the students whose applications were handed to that member, filtered by dates, name and status, ' +
      'in the spec’s shape `{ data: [{ students }], page }`.',
    params: employeeParams,
    query: studentFilterSchema,
    response: visaStudentsPageSchema,
  }),
  decide: contract({
    method: 'PATCH',
    path: '/visa/update-visa-status/:studentId/:createdAt',
    tag,
    summary: 'Record the visa outcome of an application',
    description:
      'Super Admin, or the visa team member the application was handed to (403 for another member), may call it. ' +
      'The application is named by the student number and its `createdAt` (404 when none matches); the outcome ' +
      '(`success` or `rejected`) becomes the application’s status, and the counselor and the officer are ' +
      'notified. The student is `success` when any of their visas is granted, `visa-processing` while another ' +
      'waits for its decision, `rejected` otherwise. The body of the earlier product (`{ status }`) still works for ' +
      'a grant; it may also carry `decidedOn` (YYYY-MM-DD, not after today in the office), `reference` and ' +
      '`refusalReason` (required when `rejected`). Called again on a decided application it records a correction: ' +
      'the earlier outcome stays in the history, and a field left out keeps its value when the outcome stays (a ' +
      'first or changed outcome is dated today when left out). The decision letter is sent with `POST /visa/outcome/…`. ' +
      'It answers the application.',
    params: studentParams.extend({
      createdAt: z.string().datetime({ message: 'Use the application’s createdAt' }),
    }),
    body: visaDecisionBodySchema,
    response: envelope(applicationSchema),
  }),
  record: contract({
    method: 'POST',
    path: '/visa/outcome/:studentId/:applicationId',
    tag,
    summary: 'Record or correct the visa outcome of an application, with its decision letter',
    description:
      'Super Admin, or the visa team member the application was handed to (403 for anyone else, before any file ' +
      'is read), may call it. A multipart form: `status` (`success` or `rejected`), `decidedOn` (YYYY-MM-DD, not ' +
      'after today in the office), `reference` (the visa or refusal reference, optional), `refusalReason` ' +
      '(required when `rejected`) and an optional `letter` file (PDF, JPEG, PNG or WebP), served afterwards ' +
      'through the authorised document route. On a decided application it records a correction: the first ' +
      'outcome stays in the history, the student’s event log and the audit trail say what changed, and the ' +
      'counselor and the officer are notified. A correction without a new letter keeps the letter when the ' +
      'outcome stays the same. It answers the application as the visa desk shows it.',
    params: studentParams.extend({ applicationId: z.string().uuid({ message: 'Use the application’s _id' }) }),
    response: envelope(visaApplicationSchema),
    kind: 'multipart',
  }),
  applications: contract({
    method: 'GET',
    path: '/visa/get-all-visa-pros-docs/:applicantId/:studentId',
    tag,
    summary: 'The applications of a student with their documents',
    description:
      'Super Admin, the student’s Counselor, the admin Officer the student is assigned to and the visa team members ' +
      'the student was handed to may call it. It answers every application of the student with the links of its ' +
      'current university documents, the officer’s name (`applicantName`) and every recorded visa outcome, ' +
      'newest first (`decisions`). `applicantId` is kept for the earlier product’s URLs and not checked.',
    params: studentParams.extend({ applicantId: z.string().max(60) }),
    response: envelope(z.array(visaApplicationSchema)),
  }),
};
