import { z } from 'zod';
import { envelope } from '../api.ts';
import {
  applicantSchema,
  applicationEditSchema,
  applicationInputSchema,
  applicationSchema,
  applicationUpdateSchema,
} from '../applications.ts';
import { contract } from '../contract.ts';
import { counselorOptionSchema, studentIdSchema } from '../students.ts';

const tag = 'applications';

/** The student number in the path (the same rule as the students module's `studentParams`). */
const studentParams = z.object({ studentId: studentIdSchema });
/** The earlier product's paths: the student's counselor and the filing officer, by employee id. */
const withOfficer = studentParams.extend({ counselorId: z.string().max(60), applicantId: z.string().max(60) });
/** The spec's address of an application: the student, and its country, university, subject and intake. */
const byUniversity = studentParams.extend({
  country: z.string().max(100),
  universityName: z.string().max(200),
  subject: z.string().max(200),
  intake: z.string().max(50),
});
/** One application of a student, by its `_id` (issue 22's edit and removal). */
const oneApplication = studentParams.extend({ applicationId: z.string().uuid('Not an application id') });
/** The student's uuid and the admin Officer's uuid (the same rule as applications.access.ts's `assignParams`). */
const assignParams = z.object({ studentObjectId: z.string().uuid(), applicantObjectId: z.string().uuid() });

/** The applications of one admin Officer who had the student. */
export const applicantGroupSchema = z.object({
  applicantId: z.string(),
  applicant_name: z.string(),
  universities: z.array(applicationSchema),
});
export type ApplicantGroup = z.infer<typeof applicantGroupSchema>;

const casework =
  'Super Admin, the student’s Counselor, the admin Officer the student is assigned to and the visa team members ' +
  'the student was handed to may call it';
const officerWork = 'Super Admin, or the admin Officer the student is assigned to now, may call it';
const filing =
  `${officerWork}; \`applicantId\` must be the caller’s own employee id (Super Admin files for the assigned officer, ` +
  '409 when the student is assigned to none)';
const universityDocuments =
  'a multipart form of any of the six university documents (`offerLetter`, `swiftCopy`, `universityPaymentRecept`, ' +
  '`dol`, `pal`, `loa`), each a new version beside the earlier ones, and optionally `visaTeamId`, the visa team ' +
  'member the application is handed to (the student becomes visa-processing and the member is notified; 409 once ' +
  'its visa is decided, which is corrected on the visa page instead)';

/** The student's university applications, their officers and their documents. */
export const applicationsContracts = {
  applicants: contract({
    method: 'GET',
    path: '/student/:studentId/applicants',
    tag,
    summary: 'The admin Officers a student was assigned to',
    description:
      'Everyone who may read the student may call it: Super Admin, the receptionist, the student’s Counselor, the ' +
      'assigned admin Officer and the visa team members the student was handed to. It answers every assignment, ' +
      'the current one first, then the earlier ones newest first.',
    params: studentParams,
    response: envelope(z.array(applicantSchema)),
  }),
  assign: contract({
    method: 'PATCH',
    path: '/counselor/assign-student-to-applicant/:studentObjectId/:applicantObjectId',
    tag,
    summary: 'Assign a student to an admin Officer',
    description:
      'Super Admin or the student’s own Counselor may call it; `studentObjectId` is the student’s `_id` and ' +
      '`applicantObjectId` the officer’s `_id`. Earlier assignments are kept; a student in follow-up or enrolled ' +
      'moves to application-processing and the officer is notified. It answers the assignments; assigning to the ' +
      'officer who has the student already is 409.',
    params: assignParams,
    response: envelope(z.array(applicantSchema)),
  }),
  officers: contract({
    method: 'GET',
    path: '/employees/officers',
    tag,
    summary: 'The active admin Officers',
    description: 'Super Admin and Counselors may call it: the officers a student can be assigned to, by name.',
    response: envelope(z.array(counselorOptionSchema)),
  }),
  visaTeam: contract({
    method: 'GET',
    path: '/employees/visa-team',
    tag,
    summary: 'The active visa team members',
    description:
      'Super Admin and admin Officers may call it: the visa section members an application can be handed to, by name.',
    response: envelope(z.array(counselorOptionSchema)),
  }),
  list: contract({
    method: 'GET',
    path: '/applicant/university-upload/:studentId/:counselorId',
    tag,
    summary: 'The applications of a student, by officer',
    description:
      `${casework}. It answers the student’s applications grouped by the admin Officer who filed them (the ` +
      'current officer first, kept even without applications). `counselorId` is kept for the earlier product’s ' +
      'URLs and not checked.',
    params: studentParams.extend({ counselorId: z.string().max(60) }),
    response: envelope(z.array(applicantGroupSchema)),
  }),
  create: contract({
    method: 'POST',
    path: '/applicant/university-upload/:studentId/:counselorId/:applicantId',
    tag,
    summary: 'File a university application of a student',
    description:
      `${filing}. It answers the new application, filed by the assigned officer with the status applied ` +
      'unless another is given. `counselorId` is kept for the earlier product’s URLs and not checked.',
    params: withOfficer,
    body: applicationInputSchema,
    response: envelope(applicationSchema),
    status: 201,
  }),
  update: contract({
    method: 'PATCH',
    path: '/applicant/university-upload/:studentId/:counselorId/:applicantId',
    tag,
    summary: 'Change a university application of a student',
    description:
      `${filing}. Only the fields sent change (\`_id\` names the application, 404 when it is not the ` +
      'student’s); it answers the application. `counselorId` is kept for the earlier product’s URLs and not checked.',
    params: withOfficer,
    body: applicationUpdateSchema,
    response: envelope(applicationSchema),
  }),
  edit: contract({
    method: 'PATCH',
    path: '/student/:studentId/applications/:applicationId',
    tag,
    summary: 'Edit a university application',
    description:
      `${officerWork}. Only the fields sent change (at least one; 400 otherwise), with the same rules as a new ` +
      'application; the change is audited and written to the student’s log. It answers the application; 404 when ' +
      'the student has no such application (or it was removed).',
    params: oneApplication,
    body: applicationEditSchema,
    response: envelope(applicationSchema),
  }),
  remove: contract({
    method: 'DELETE',
    path: '/student/:studentId/applications/:applicationId',
    tag,
    summary: 'Remove a university application',
    description:
      `${officerWork}. The application leaves the student’s list, the commission list and the zip; it is archived ` +
      'with its university documents, never deleted, and the removal is audited and written to the student’s ' +
      'log. An application handed to the visa team is not removed (409); 404 when the student has no such ' +
      'application.',
    params: oneApplication,
    response: envelope(z.null()),
  }),
  submitDocuments: contract({
    method: 'POST',
    path: '/applicant/upload-all-university-document/:studentId/:counselorId/:applicantId/:studentObjectId',
    tag,
    summary: 'Upload the university documents of an application',
    description:
      `${officerWork}. It takes ${universityDocuments}; the form's \`applicationId\` names one of the student’s ` +
      'applications (409 when the student has none yet: add one first). The first upload of an application (later ones use the PATCH by university); it answers the application. `counselorId`, ' +
      '`applicantId` and `studentObjectId` (the student’s `_id`) are kept for the earlier product’s URLs and not ' +
      'checked.',
    params: withOfficer.extend({ studentObjectId: z.string().uuid() }),
    response: envelope(applicationSchema),
    kind: 'multipart',
  }),
  byUniversity: contract({
    method: 'GET',
    path: '/applicant/get-uploaded-documents/:studentId/:country/:universityName/:subject/:intake',
    tag,
    summary: 'An application of a student with its documents',
    description:
      `${casework}. It answers the student’s newest application to the university, subject and intake the path ` +
      'names, with the links of its current documents; 404 when there is none.',
    params: byUniversity,
    response: envelope(applicationSchema),
  }),
  updateDocuments: contract({
    method: 'PATCH',
    path: '/applicant/get-uploaded-documents/:studentId/:country/:universityName/:subject/:intake/:studentObjectId',
    tag,
    summary: 'Replace the university documents of an application',
    description:
      `${officerWork}. It takes ${universityDocuments}, for the application the path names (its newest to that university, subject ` +
      'and intake; 404 when there is none), and answers it. `studentObjectId` (the student’s `_id`) is kept for the ' +
      'earlier product’s URLs and not checked.',
    params: byUniversity.extend({ studentObjectId: z.string().uuid() }),
    response: envelope(applicationSchema),
    kind: 'multipart',
  }),
  zip: contract({
    method: 'GET',
    path: '/utilities/download-docs/:applicantId/:studentId',
    tag,
    summary: 'Download the university documents of a student as a zip',
    description:
      `${casework}. It answers a zip with a folder per application ("University - Subject (Intake)") holding the ` +
      'current file of each of its university documents. `applicantId` is kept for the earlier product’s URLs and ' +
      'not checked.',
    params: studentParams.extend({ applicantId: z.string().max(60) }),
    kind: 'file',
  }),
};
