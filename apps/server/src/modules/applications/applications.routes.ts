import { envelope } from '@studydesk/shared/api';
import {
  applicantSchema,
  applicationInputSchema,
  applicationSchema,
  applicationUpdateSchema,
  commissionRowSchema,
  UNIVERSITY_DOCUMENT_KEYS,
  UNIVERSITY_DOCUMENTS,
  visaStatusBodySchema,
} from '@studydesk/shared/applications';
import { ErrorCode } from '@studydesk/shared/errors';
import { counselorOptionSchema, pageInfoSchema, studentFilterSchema, studentSchema } from '@studydesk/shared/students';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { documents, students, universityApplications } from '../../db/schema.ts';
import { access, actorOf } from '../../platform/auth/access.ts';
import { AppError, forbidden, invalid } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { receiveForm } from '../../platform/storage/multipart-form.ts';
import { sendZip, type ZipEntry } from '../../platform/storage/zip.ts';
import { activeEmployeesWithRole } from '../employees/employees.service.ts';
import { employeeParams, studentParams, studentRules, studentsOfPathEmployee } from '../students/students.access.ts';
import { getStudent, listStudents } from '../students/students.service.ts';
import {
  addApplication,
  applicantsOf,
  applicationsOfStudent,
  assignApplicant,
  commissionList,
  currentApplicant,
  decideVisa,
  getApplication,
  submitUniversityDocuments,
  updateApplication,
} from './applications.service.ts';
import { commissionXlsx } from './commission-export.ts';

const tags = ['applications'];
const withOfficer = studentParams.extend({ counselorId: z.string().max(60), applicantId: z.string().max(60) });
const byUniversity = studentParams.extend({
  country: z.string().max(100),
  universityName: z.string().max(200),
  subject: z.string().max(200),
  intake: z.string().max(50),
});
const studentsPage = z.object({ data: z.array(z.object({ students: z.array(studentSchema) })), page: pageInfoSchema });
const commissionQuery = z.object({ b2b: z.string().max(120).optional(), intake: z.string().max(50).optional() });

async function studentRef(db: Db, studentId: number) {
  const s = await getStudent(db, studentId);
  return { id: s._id, studentId: s.studentId, fullName: s.fullName };
}

export const applicationsRoutes: AppRoutes = async (app, { db, config, realtime, storage }) => {
  const rules = studentRules(db);
  const limitBytes = config.UPLOAD_LIMIT_MB * 1024 * 1024;
  /** Filing applications: Super Admin, or the admin Officer the student is assigned to now. */
  const officerWork = access.roles(['Super Admin', 'admin Officer'], async (request, actor) => {
    const student = await studentRef(db, studentParams.parse(request.params).studentId).catch(() => null);
    return Boolean(student) && (await currentApplicant(db, student?.id ?? '')) === actor.id;
  });

  app.get(
    '/student/:studentId/applicants',
    {
      config: { access: rules.read },
      schema: { tags, params: studentParams, response: { 200: envelope(z.array(applicantSchema)) } },
    },
    async (request) => ({ data: await applicantsOf(db, (await studentRef(db, request.params.studentId)).id) }),
  );

  const assignParams = z.object({ studentObjectId: z.string().uuid(), applicantObjectId: z.string().uuid() });
  app.patch(
    '/counselor/assign-student-to-applicant/:studentObjectId/:applicantObjectId',
    {
      config: {
        access: access.roles(['Super Admin', 'Counselor'], async (request, actor) => {
          const { studentObjectId } = assignParams.parse(request.params);
          const student = await studentByUuid(db, studentObjectId);
          return student?.counselor?.id === actor.id;
        }),
      },
      schema: { tags, params: assignParams, response: { 200: envelope(z.array(applicantSchema)) } },
    },
    async (request) => {
      const student = await studentByUuid(db, request.params.studentObjectId);
      if (!student) throw new AppError(ErrorCode.NOT_FOUND, 'Student was not found.');
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

  /** The officer in the path must be the caller (Super Admin files on behalf of the assigned officer). */
  async function filingOfficer(request: FastifyRequest, studentUuid: string, applicantId: string) {
    const actor = actorOf(request);
    const officerId = await currentApplicant(db, studentUuid);
    if (!officerId) throw new AppError(ErrorCode.NOT_ASSIGNED, 'Assign the student to an admin Officer first.');
    if (actor.role !== 'Super Admin' && actor.employeeId !== applicantId) throw forbidden();
    return officerId;
  }

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
      const officerId = await filingOfficer(request, student.id, request.params.applicantId);
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
      await filingOfficer(request, student.id, request.params.applicantId);
      const { _id, ...changes } = request.body;
      return { data: await updateApplication(db, student.id, _id, changes, actorOf(request).id) };
    },
  );

  /** The six university documents (any of them) and an optional visa team member, from a multipart form. */
  async function receiveUniversityDocuments(
    request: FastifyRequest,
    applicationId: string | undefined,
    studentId: number,
  ) {
    const student = await studentRef(db, studentId);
    const form = await receiveForm(
      request,
      storage,
      `applications/${student.id}`,
      UNIVERSITY_DOCUMENT_KEYS,
      limitBytes,
    );
    try {
      const id = applicationId ?? form.fields.applicationId;
      const application = id && z.string().uuid().safeParse(id).success ? await getApplication(db, id) : null;
      if (!application || application.studentId !== student.studentId) {
        throw invalid({
          applicationId: 'Choose one of the student’s applications',
        });
      }
      const visaTeamId = form.fields.visaTeamId || undefined;
      if (visaTeamId && !z.string().uuid().safeParse(visaTeamId).success) {
        throw invalid({
          visaTeamId: 'Choose a visa team member',
        });
      }
      const { application: updated, deliveries } = await submitUniversityDocuments(
        db,
        application,
        student,
        form.files,
        visaTeamId,
        actorOf(request),
      );
      realtime.publish(deliveries);
      return updated;
    } catch (error) {
      await form.discard();
      throw error;
    }
  }

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
    async (request) => ({ data: await receiveUniversityDocuments(request, undefined, request.params.studentId) }),
  );

  async function applicationByUniversity(params: z.infer<typeof byUniversity>) {
    const student = await studentRef(db, params.studentId);
    const [row] = await db
      .select({ id: universityApplications.id })
      .from(universityApplications)
      .where(
        and(
          eq(universityApplications.studentId, student.id),
          eq(universityApplications.country, params.country),
          eq(universityApplications.universityName, params.universityName),
          eq(universityApplications.subject, params.subject),
          eq(universityApplications.intake, params.intake),
        ),
      )
      .orderBy(sql`${universityApplications.createdAt} desc`)
      .limit(1);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Application was not found.');
    return getApplication(db, row.id);
  }

  app.get(
    '/applicant/get-uploaded-documents/:studentId/:country/:universityName/:subject/:intake',
    {
      config: { access: rules.casework },
      schema: { tags, params: byUniversity, response: { 200: envelope(applicationSchema) } },
    },
    async (request) => ({ data: await applicationByUniversity(request.params) }),
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
      const application = await applicationByUniversity(request.params);
      return { data: await receiveUniversityDocuments(request, application._id, request.params.studentId) };
    },
  );

  app.get(
    '/visa/:employee_id',
    {
      config: {
        access: access.roles(
          ['Super Admin', 'Admin Office Visa Section'],
          (request, actor) => employeeParams.parse(request.params).employee_id === actor.employeeId,
        ),
      },
      schema: { tags, params: employeeParams, querystring: studentFilterSchema, response: { 200: studentsPage } },
    },
    async (request) => {
      const owner = await studentsOfPathEmployee(db, request, actorOf(request), 'Admin Office Visa Section');
      const { data, page } = await listStudents(db, request.query, owner);
      return { data: [{ students: data }], page };
    },
  );

  app.patch(
    '/visa/update-visa-status/:studentId/:createdAt',
    {
      config: { access: access.roles(['Super Admin', 'Admin Office Visa Section']) },
      schema: {
        tags,
        params: studentParams.extend({
          createdAt: z.string().datetime({ message: 'Use the application’s createdAt' }),
        }),
        body: visaStatusBodySchema,
        response: { 200: envelope(applicationSchema) },
      },
    },
    async (request) => {
      const { application, deliveries } = await decideVisa(
        db,
        request.params.studentId,
        new Date(request.params.createdAt),
        request.body.status,
        actorOf(request),
      );
      realtime.publish(deliveries);
      return { data: application };
    },
  );

  const visaDocsParams = studentParams.extend({ applicantId: z.string().max(60) });
  app.get(
    '/visa/get-all-visa-pros-docs/:applicantId/:studentId',
    {
      config: { access: rules.casework },
      schema: { tags, params: visaDocsParams, response: { 200: envelope(z.array(applicationSchema)) } },
    },
    async (request) => ({ data: await applicationsOfStudent(db, (await studentRef(db, request.params.studentId)).id) }),
  );

  app.get(
    '/utilities/download-docs/:applicantId/:studentId',
    { config: { access: rules.casework }, schema: { tags, params: visaDocsParams } },
    async (request, reply) => {
      const student = await studentRef(db, request.params.studentId);
      const applications = await applicationsOfStudent(db, student.id);
      const entries: ZipEntry[] = [];
      for (const application of applications) {
        const folder = `${application.universityName} - ${application.subject} (${application.intake})`.replace(
          /[\\/:*?"<>|]/g,
          '_',
        );
        for (const [key, label] of UNIVERSITY_DOCUMENTS) {
          const [doc] = await db
            .select()
            .from(documents)
            .where(and(eq(documents.ownerId, application._id), eq(documents.slot, key)))
            .orderBy(sql`${documents.createdAt} desc`)
            .limit(1);
          if (doc)
            entries.push({ storageKey: doc.storageKey, contentType: doc.contentType, name: `${folder}/${label}` });
        }
      }
      return sendZip(reply, storage, `University documents of student - ${student.studentId}.zip`, entries);
    },
  );

  app.get(
    '/super-admin/get-commission-list',
    {
      config: { access: access.roles(['Super Admin']) },
      schema: { tags, querystring: commissionQuery, response: { 200: envelope(z.array(commissionRowSchema)) } },
    },
    async (request) => ({ data: await commissionList(db, request.query) }),
  );

  app.get(
    '/super-admin/download-commission-list',
    { config: { access: access.roles(['Super Admin']) }, schema: { tags, querystring: commissionQuery } },
    async (request, reply) => {
      const rows = await commissionList(db, request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="data.xlsx"')
        .send(await commissionXlsx(rows));
    },
  );
};

async function studentByUuid(db: Db, id: string) {
  const [row] = await db.select({ studentId: students.studentId }).from(students).where(eq(students.id, id));
  return row ? getStudent(db, row.studentId).catch(() => null) : null;
}
