import { visaContracts as visa } from '@studydesk/shared/contracts/visa';
import { ErrorCode } from '@studydesk/shared/errors';
import { visaOutcomeFormSchema } from '@studydesk/shared/visa';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { students, universityApplications } from '../../db/schema.ts';
import { access, actorOf, type Scope } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import type { Storage } from '../../platform/storage/driver.ts';
import { receiveForm } from '../../platform/storage/multipart-form.ts';
import { studentRef } from '../applications/applications.access.ts';
import { studentRules, studentsOfPathEmployee } from '../students/students.access.ts';
import { listStudents } from '../students/students.service.ts';
import { visaApplicationsOfStudent } from './visa.queries.ts';
import { byApplicationId, byCreatedAt, recordVisaOutcome } from './visa.service.ts';

/** A decision letter is a PDF or a picture (a Word file is no decision letter). */
const LETTER_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** The application in the path was handed to the caller (Super Admin: every one); checked before the form is read. */
const ownVisaApplication =
  (db: Db): Scope =>
  async (request, actor) => {
    if (actor.role === 'Super Admin') return true;
    const { studentId, applicationId } = visa.record.params.parse(request.params);
    const [row] = await db
      .select({ id: universityApplications.id })
      .from(universityApplications)
      .innerJoin(students, eq(students.id, universityApplications.studentId))
      .where(and(byApplicationId(studentId, applicationId), eq(universityApplications.visaTeamId, actor.id)));
    return Boolean(row);
  };

/** The outcome form's fields and its optional letter; nothing stays stored when the form is wrong. */
async function receiveOutcome(request: FastifyRequest, storage: Storage, studentUuid: string, limitBytes: number) {
  const form = await receiveForm(request, storage, `visa/${studentUuid}`, ['letter'], limitBytes);
  const parsed = visaOutcomeFormSchema.safeParse({ reference: '', refusalReason: '', ...form.fields });
  const letter = form.files.letter;
  if (!parsed.success || (letter && !LETTER_TYPES.includes(letter.contentType))) {
    await form.discard();
    if (!parsed.success) {
      throw invalid(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])));
    }
    const message = 'Use a PDF or a picture (JPEG, PNG or WebP) for the decision letter.';
    throw new AppError(ErrorCode.UNSUPPORTED_TYPE, message, { letter: message });
  }
  return { outcome: parsed.data, letter, keep: form.keep, discard: form.discard };
}

/** The visa team's desk: the students handed to them, each application's outcome. */
export const visaRoutes: AppRoutes = async (app, { db, config, realtime, storage }) => {
  const rules = studentRules(db);
  const visaDesk = ['Super Admin', 'Admin Office Visa Section'] as const;

  const ownDesk = access.roles(
    [...visaDesk],
    (request, actor) => visa.list.params.parse(request.params).employee_id === actor.employeeId,
  );

  route(app, visa.list, { access: ownDesk }, async (request) => {
    const owner = await studentsOfPathEmployee(db, request, actorOf(request), 'Admin Office Visa Section');
    const { data, page } = await listStudents(db, request.query, owner);
    return { data: [{ students: data }], page };
  });

  route(app, visa.decide, { access: access.roles([...visaDesk]) }, async (request) => {
    const { studentId, createdAt } = request.params;
    const { application, deliveries } = await recordVisaOutcome(
      db,
      byCreatedAt(studentId, new Date(createdAt)),
      request.body,
      actorOf(request),
    );
    realtime.publish(deliveries);
    return { data: application };
  });

  route(app, visa.record, { access: access.roles([...visaDesk], ownVisaApplication(db)) }, async (request) => {
    const { studentId, applicationId } = request.params;
    const student = await studentRef(db, studentId);
    const limitBytes = config.UPLOAD_LIMIT_MB * 1024 * 1024;
    const { outcome, letter, keep, discard } = await receiveOutcome(request, storage, student.id, limitBytes);
    const { deliveries, unchanged } = await keep(() =>
      recordVisaOutcome(db, byApplicationId(studentId, applicationId), outcome, actorOf(request), letter),
    );
    if (unchanged) await discard(); // the letter already stored is this one
    realtime.publish(deliveries);
    const all = await visaApplicationsOfStudent(db, student.id);
    const recorded = all.find((a) => a._id === applicationId);
    if (!recorded) throw new Error('the recorded application is gone');
    return { data: recorded };
  });

  route(app, visa.applications, { access: rules.casework }, async (request) => ({
    data: await visaApplicationsOfStudent(db, (await studentRef(db, request.params.studentId)).id),
  }));
};
