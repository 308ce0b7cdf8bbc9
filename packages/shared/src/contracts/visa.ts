import { z } from 'zod';
import { envelope } from '../api.ts';
import { applicationSchema, visaStatusBodySchema } from '../applications.ts';
import { contract } from '../contract.ts';
import { pageInfoSchema, studentFilterSchema, studentIdSchema, studentSchema } from '../students.ts';

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
      '(`success` or `rejected`) becomes the application’s and the student’s status, and the counselor and the ' +
      'officer are notified. It answers the application.',
    params: studentParams.extend({
      createdAt: z.string().datetime({ message: 'Use the application’s createdAt' }),
    }),
    body: visaStatusBodySchema,
    response: envelope(applicationSchema),
  }),
  applications: contract({
    method: 'GET',
    path: '/visa/get-all-visa-pros-docs/:applicantId/:studentId',
    tag,
    summary: 'The applications of a student with their documents',
    description:
      'Super Admin, the student’s Counselor, the admin Officer the student is assigned to and the visa team members ' +
      'the student was handed to may call it. It answers every application of the student with the links of its ' +
      'current university documents. `applicantId` is kept for the earlier product’s URLs and not checked.',
    params: studentParams.extend({ applicantId: z.string().max(60) }),
    response: envelope(z.array(applicationSchema)),
  }),
};
