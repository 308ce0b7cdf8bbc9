import { envelope } from '@studydesk/shared/api';
import {
  applicantSchema,
  applicationInputSchema,
  applicationSchema,
  applicationUpdateSchema,
} from '@studydesk/shared/applications';
import { counselorOptionSchema } from '@studydesk/shared/students';
import { z } from 'zod';
import { access, actorOf } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { sendZip } from '../../platform/storage/zip.ts';
import { activeEmployeesWithRole } from '../employees/employees.service.ts';
import { studentParams, studentRules } from '../students/students.access.ts';
import {
  assignParams,
  counselorOfStudent,
  filingOfficer,
  officerWork as officerWorkOf,
  studentRef,
} from './applications.access.ts';
import { applicationByUniversity, studentByUuid, universityDocumentEntries } from './applications.queries.ts';
import {
  addApplication,
  applicantsOf,
  applicationsOfStudent,
  assignApplicant,
  updateApplication,
} from './applications.service.ts';
import { receiveUniversityDocuments } from './applications.upload.ts';

const tags = ['applications'];
const withOfficer = studentParams.extend({ counselorId: z.string().max(60), applicantId: z.string().max(60) });
const byUniversity = studentParams.extend({
  country: z.string().max(100),
  universityName: z.string().max(200),
  subject: z.string().max(200),
  intake: z.string().max(50),
});
const visaDocsParams = studentParams.extend({ applicantId: z.string().max(60) });

export const applicationsRoutes: AppRoutes = async (app, { db, config, realtime, storage }) => {
  const rules = studentRules(db);
  const officerWork = officerWorkOf(db);
  const upload = { db, storage, realtime, limitBytes: config.UPLOAD_LIMIT_MB * 1024 * 1024 };

  app.get(
    '/student/:studentId/applicants',
    {
      config: { access: rules.read },
      schema: { tags, params: studentParams, response: { 200: envelope(z.array(applicantSchema)) } },
    },
    async (request) => ({ data: await applicantsOf(db, (await studentRef(db, request.params.studentId)).id) }),
  );

  app.patch(
    '/counselor/assign-student-to-applicant/:studentObjectId/:applicantObjectId',
    {
      config: { access: counselorOfStudent(db) },
      schema: { tags, params: assignParams, response: { 200: envelope(z.array(applicantSchema)) } },
    },
    async (request) => {
      const student = await studentByUuid(db, request.params.studentObjectId);
      if (!student) throw notFound('Student');
      const { applicants, deliveries } = await assignApplicant(
        db,
        { id: student._id, studentId: student.studentId, fullName: student.fullName },
        request.params.applicantObjectId,
        actorOf(request),
      );
      realtime.publish(deliveries);
      return { data: applicants };
    },
  );

  for (const [path, role, who] of [
    ['/employees/officers', 'admin Officer', ['Super Admin', 'Counselor']],
    ['/employees/visa-team', 'Admin Office Visa Section', ['Super Admin', 'admin Officer']],
  ] as const) {
    app.get(
      path,
      {
        config: { access: access.roles(who) },
        schema: { tags, response: { 200: envelope(z.array(counselorOptionSchema)) } },
      },
      async () => ({ data: await activeEmployeesWithRole(db, role) }),
    );
  }

  app.get(
    '/applicant/university-upload/:studentId/:counselorId',
    {
      config: { access: rules.casework },
      schema: {
        tags,
        params: studentParams.extend({ counselorId: z.string().max(60) }),
        response: {
          200: envelope(
            z.array(
              z.object({
                applicantId: z.string(),
                applicant_name: z.string(),
                universities: z.array(applicationSchema),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const student = await studentRef(db, request.params.studentId);
      const applications = await applicationsOfStudent(db, student.id);
      const applicants = await applicantsOf(db, student.id);
      const groups = applicants
        .map((a) => ({
          applicantId: a.applicantId,
          applicant_name: a.applicant_name,
          universities: applications.filter((x) => x.applicantId === a.applicantId),
        }))
        .filter((g, i) => g.universities.length > 0 || i === 0);
      return { data: groups };
    },
  );

  app.post(
    '/applicant/university-upload/:studentId/:counselorId/:applicantId',
    {
      config: { access: officerWork },
      schema: {
        tags,
        params: withOfficer,
        body: applicationInputSchema,
        response: { 201: envelope(applicationSchema) },
      },
    },
    async (request, reply) => {
      const student = await studentRef(db, request.params.studentId);
      const officerId = await filingOfficer(db, request, student.id, request.params.applicantId);
      return reply
        .status(201)
        .send({ data: await addApplication(db, student.id, officerId, request.body, actorOf(request).id) });
    },
  );

  app.patch(
    '/applicant/university-upload/:studentId/:counselorId/:applicantId',
    {
      config: { access: officerWork },
      schema: {
        tags,
        params: withOfficer,
        body: applicationUpdateSchema,
        response: { 200: envelope(applicationSchema) },
      },
    },
    async (request) => {
      const student = await studentRef(db, request.params.studentId);
      await filingOfficer(db, request, student.id, request.params.applicantId);
      const { _id, ...changes } = request.body;
      return { data: await updateApplication(db, student.id, _id, changes, actorOf(request).id) };
    },
  );

  app.post(
    '/applicant/upload-all-university-document/:studentId/:counselorId/:applicantId/:studentObjectId',
    {
      config: { access: officerWork },
      schema: {
        tags,
        params: withOfficer.extend({ studentObjectId: z.string().uuid() }),
        response: { 200: envelope(applicationSchema) },
      },
    },
    async (request) => ({
      data: await receiveUniversityDocuments(upload, request, undefined, request.params.studentId),
    }),
  );

  app.get(
    '/applicant/get-uploaded-documents/:studentId/:country/:universityName/:subject/:intake',
    {
      config: { access: rules.casework },
      schema: { tags, params: byUniversity, response: { 200: envelope(applicationSchema) } },
    },
    async (request) => {
      const { studentId, ...key } = request.params;
      return { data: await applicationByUniversity(db, (await studentRef(db, studentId)).id, key) };
    },
  );

  app.patch(
    '/applicant/get-uploaded-documents/:studentId/:country/:universityName/:subject/:intake/:studentObjectId',
    {
      config: { access: officerWork },
      schema: {
        tags,
        params: byUniversity.extend({ studentObjectId: z.string().uuid() }),
        response: { 200: envelope(applicationSchema) },
      },
    },
    async (request) => {
      const { studentId, studentObjectId: _, ...key } = request.params;
      const application = await applicationByUniversity(db, (await studentRef(db, studentId)).id, key);
      return { data: await receiveUniversityDocuments(upload, request, application._id, studentId) };
    },
  );

  app.get(
    '/utilities/download-docs/:applicantId/:studentId',
    { config: { access: rules.casework }, schema: { tags, params: visaDocsParams } },
    async (request, reply) => {
      const student = await studentRef(db, request.params.studentId);
      const entries = await universityDocumentEntries(db, student.id);
      return sendZip(reply, storage, `University documents of student - ${student.studentId}.zip`, entries);
    },
  );
};
