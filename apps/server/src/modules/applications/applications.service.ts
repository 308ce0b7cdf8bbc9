import {
  type Application,
  type ApplicationInput,
  applicationInputSchema,
  type UniversityDocument,
} from '@studydesk/shared/applications';
import { ErrorCode } from '@studydesk/shared/errors';
import type { StudentStatus } from '@studydesk/shared/students';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { documents, employees, studentApplicants, students, universityApplications } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import type { StoredFile } from '../../platform/storage/upload.ts';
import { employeeLabel, recordAudit } from '../audit/audit.service.ts';
import { documentUrl, newestFirst } from '../documents/documents.service.ts';
import { activeHolder } from '../employees/desk-holder.ts';
import { applicationMoneyColumns } from '../money/application-money.ts';
import { notify } from '../notifications/notifications.service.ts';
import { handTasksOver } from '../tasks/tasks.service.ts';
import { recordStatusChange, recordStudentEvents } from '../timeline/timeline.service.ts';

/** The active employee `id` if they hold `role`; a 400 on `field` otherwise. */
export async function activeWithRole(
  db: Tx,
  id: string,
  role: 'admin Officer' | 'Admin Office Visa Section',
  field: string,
) {
  const row = await activeHolder(db, id, role);
  if (!row) throw invalid({ [field]: `Choose an active ${role}` });
  return row;
}

/** Moves a student forward to `to` (never back), recording the change. */
async function advanceStatus(tx: Tx, studentUuid: string, from: StudentStatus[], to: StudentStatus, by: string) {
  const [row] = await tx
    .select({ status: students.status })
    .from(students)
    .where(eq(students.id, studentUuid))
    .for('update');
  if (!row || !from.includes(row.status)) return;
  await tx.update(students).set({ status: to }).where(eq(students.id, studentUuid));
  await recordStatusChange(tx, { studentId: studentUuid, from: row.status, to, actorId: by });
}

export async function applicantsOf(db: Tx, studentUuid: string) {
  const rows = await db
    .select({ a: studentApplicants, employeeId: employees.employeeId, name: employees.name })
    .from(studentApplicants)
    .innerJoin(employees, eq(employees.id, studentApplicants.applicantId))
    .where(eq(studentApplicants.studentId, studentUuid))
    .orderBy(desc(studentApplicants.current), desc(studentApplicants.assignedAt));
  return rows.map((r) => ({
    id: r.a.applicantId,
    _id: r.a.id,
    applicantId: r.employeeId,
    applicant_name: r.name,
    current: r.a.current,
    assignedAt: r.a.assignedAt.toISOString(),
  }));
}

/**
 * Assigns the student to an admin Officer (earlier assignments stay as history), moves an enrolled or
 * follow-up student to application-processing, and tells the officer. The previous officer's open tasks about the
 * student go to the new one, as a counselor's do when the student changes counselor.
 */
export async function assignApplicant(
  db: Db,
  student: { id: string; studentId: number; fullName: string },
  officerId: string,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const officer = await activeWithRole(tx, officerId, 'admin Officer', 'applicant');
    await tx.select({ id: students.id }).from(students).where(eq(students.id, student.id)).for('update');
    const [current] = await tx
      .select()
      .from(studentApplicants)
      .where(and(eq(studentApplicants.studentId, student.id), eq(studentApplicants.current, true)));
    if (current?.applicantId === officer.id) {
      throw new AppError(ErrorCode.ALREADY_ASSIGNED, `The student is assigned to ${officer.name} already.`);
    }
    await tx.update(studentApplicants).set({ current: false }).where(eq(studentApplicants.studentId, student.id));
    await tx.insert(studentApplicants).values({ studentId: student.id, applicantId: officer.id, assignedBy: actor.id });
    if (current) await handTasksOver(tx, [student.id], current.applicantId, officer.id);
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'student',
      recordId: student.id,
      action: 'applicant-assigned',
      before: { applicant: await employeeLabel(tx, current?.applicantId) },
      after: { applicant: `${officer.name} (${officer.employeeId})` },
    });
    await recordStudentEvents(tx, [
      { studentId: student.id, kind: 'applicant-assigned', actorId: actor.id, payload: { officerId: officer.id } },
    ]);
    await advanceStatus(tx, student.id, ['follow-up', 'enrolled'], 'application-processing', actor.id);
    const deliveries = await notify(tx, [
      {
        recipientId: officer.id,
        studentId: student.id,
        for: 'application',
        message: `${student.fullName} (${student.studentId}) was assigned to you for applications by ${actor.name}.`,
      },
    ]);
    return { applicants: await applicantsOf(tx, student.id), deliveries, officer };
  });
}

export async function currentApplicant(db: Tx, studentUuid: string) {
  const [row] = await db
    .select({ applicantId: studentApplicants.applicantId })
    .from(studentApplicants)
    .where(and(eq(studentApplicants.studentId, studentUuid), eq(studentApplicants.current, true)));
  return row?.applicantId;
}

const officer = alias(employees, 'officer');
const visaMember = alias(employees, 'visa_member');

/** The applications `where` names, without the removed ones (kept in the table, with their documents). */
async function toApplications(db: Tx, where: SQL | undefined) {
  const rows = await db
    .select({
      app: universityApplications,
      studentId: students.studentId,
      officerEmployeeId: officer.employeeId,
      visaTeamName: visaMember.name,
    })
    .from(universityApplications)
    .innerJoin(students, eq(students.id, universityApplications.studentId))
    .innerJoin(officer, eq(officer.id, universityApplications.applicantId))
    .leftJoin(visaMember, eq(visaMember.id, universityApplications.visaTeamId))
    .where(and(where, isNull(universityApplications.removedAt)))
    .orderBy(asc(universityApplications.createdAt));
  const docs = rows.length
    ? await db
        .selectDistinctOn([documents.ownerId, documents.slot], {
          id: documents.id,
          ownerId: documents.ownerId,
          slot: documents.slot,
        })
        .from(documents)
        .where(
          inArray(
            documents.ownerId,
            rows.map((r) => r.app.id),
          ),
        )
        .orderBy(documents.ownerId, documents.slot, ...newestFirst)
    : [];
  return rows.map(
    (r): Application => ({
      _id: r.app.id,
      universityName: r.app.universityName,
      subject: r.app.subject,
      country: r.app.country,
      intake: r.app.intake,
      note: r.app.note,
      b2b: r.app.b2b,
      link: r.app.link,
      status: r.app.status as Application['status'],
      courseLevel: r.app.courseLevel,
      partnerId: r.app.partnerId,
      tuitionFeeMinor: r.app.tuitionFeeMinor,
      tuitionCurrency: r.app.tuitionCurrency,
      studentId: r.studentId,
      applicantId: r.officerEmployeeId,
      visaTeamId: r.app.visaTeamId,
      visaTeamName: r.visaTeamName,
      visaStatus: r.app.visaStatus as Application['visaStatus'],
      documents: Object.fromEntries(docs.filter((d) => d.ownerId === r.app.id).map((d) => [d.slot, documentUrl(d.id)])),
      createdAt: r.app.createdAt.toISOString(),
    }),
  );
}

export const applicationsOfStudent = (db: Tx, studentUuid: string) =>
  toApplications(db, eq(universityApplications.studentId, studentUuid));

export async function getApplication(db: Tx, id: string) {
  const [found] = await toApplications(db, eq(universityApplications.id, id));
  if (!found) throw notFound('Application');
  return found;
}

/** The same words for the office: case and the spaces around them aside. */
const sameText = (column: AnyColumn, value: string) => sql`lower(btrim(${column})) = lower(btrim(${value}))`;

/**
 * Refuses (409) a second live application of the student to the same university, subject and intake, under the
 * student's row lock so that two adds at once (a double click, a retry after the client's timeout) go one after the
 * other and the second sees the first. A check and not a unique index: offices may hold such twins from before.
 * An edit names its own application as `except`.
 */
export async function refuseTwin(
  tx: Tx,
  studentUuid: string,
  input: Pick<ApplicationInput, 'universityName' | 'subject' | 'intake'>,
  except?: string,
) {
  await tx.select({ id: students.id }).from(students).where(eq(students.id, studentUuid)).for('update');
  const [twin] = await tx
    .select({ universityName: universityApplications.universityName })
    .from(universityApplications)
    .where(
      and(
        eq(universityApplications.studentId, studentUuid),
        isNull(universityApplications.removedAt),
        sameText(universityApplications.universityName, input.universityName),
        sameText(universityApplications.subject, input.subject),
        sameText(universityApplications.intake, input.intake),
        except ? ne(universityApplications.id, except) : undefined,
      ),
    )
    .limit(1);
  if (twin) {
    throw new AppError(
      ErrorCode.DUPLICATE,
      `The student has an application to ${twin.universityName} for ${input.subject.trim()}, ${input.intake.trim()} already` +
        (except ? '.' : ': edit that one instead.'),
    );
  }
}

export async function addApplication(
  db: Tx,
  studentUuid: string,
  applicantId: string,
  input: ApplicationInput,
  actorId: string,
) {
  const parsed = applicationInputSchema.parse(input);
  const { tuitionFee: _typed, ...values } = parsed;
  return db.transaction(async (tx) => {
    // the partner first (share-locked), then the student: the order updateApplication and a partner's rename take
    const money = await applicationMoneyColumns(tx, parsed, actorId);
    await refuseTwin(tx, studentUuid, parsed);
    const [row] = await tx
      .insert(universityApplications)
      .values({ ...values, ...money, studentId: studentUuid, applicantId })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    const application = await getApplication(tx, row.id);
    await recordStudentEvents(tx, [
      {
        studentId: studentUuid,
        kind: 'application-added',
        actorId,
        payload: { applicationId: row.id, universityName: row.universityName, country: row.country },
      },
    ]);
    await recordAudit(tx, {
      actorId,
      recordType: 'application',
      recordId: row.id,
      action: 'created',
      after: {
        ...values,
        ...money,
        status: row.status,
        studentId: application.studentId,
        applicant: await employeeLabel(tx, applicantId),
      },
    });
    return application;
  });
}

/**
 * Records the university documents of an application (new versions beside the old) and, when a visa team
 * member is chosen, hands it to them: the student becomes visa-processing and the member is told.
 */
export async function submitUniversityDocuments(
  db: Db,
  application: Application,
  student: { id: string; studentId: number; fullName: string },
  files: Partial<Record<UniversityDocument, StoredFile>>,
  visaTeamId: string | undefined,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    // held to the end, so a visa outcome or a removal at the same moment goes before or after this, not between
    const [locked] = await tx
      .select({ visaStatus: universityApplications.visaStatus, visaTeamId: universityApplications.visaTeamId })
      .from(universityApplications)
      .where(eq(universityApplications.id, application._id))
      .for('update');
    if (!locked) throw notFound('Application');
    if (visaTeamId && (locked.visaStatus === 'success' || locked.visaStatus === 'rejected')) {
      // handing it on would put a decided visa back in a queue, the decision still standing
      throw new AppError(
        ErrorCode.VISA_DECIDED,
        `The visa outcome (${locked.visaStatus}) is recorded: a correction is made on the visa page, not by handing it on.`,
      );
    }
    const rows = Object.entries(files).flatMap(([slot, file]) =>
      file
        ? [
            {
              ownerId: application._id,
              slot,
              storageKey: file.key,
              fileName: file.fileName,
              contentType: file.contentType,
              size: file.size,
              uploadedBy: actor.id,
            },
          ]
        : [],
    );
    const label = `${application.universityName} · student ${application.studentId}`;
    for (const row of rows) {
      const [previous] = await tx
        .select({ fileName: documents.fileName, size: documents.size, uploadedAt: documents.createdAt })
        .from(documents)
        .where(and(eq(documents.ownerId, row.ownerId), eq(documents.slot, row.slot)))
        .orderBy(...newestFirst)
        .limit(1);
      const [doc] = await tx.insert(documents).values(row).returning({ id: documents.id });
      if (!doc) throw new Error('insert returned nothing');
      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'document',
        recordId: doc.id,
        action: previous ? 'new-version' : 'uploaded',
        before: previous ?? null,
        after: { application: label, slot: row.slot, fileName: row.fileName, size: row.size },
      });
    }
    let deliveries: Awaited<ReturnType<typeof notify>> = [];
    if (visaTeamId) {
      const member = await activeWithRole(tx, visaTeamId, 'Admin Office Visa Section', 'visaTeamId');
      await tx
        .update(universityApplications)
        .set({ visaTeamId: member.id, visaStatus: 'visa-processing' })
        .where(eq(universityApplications.id, application._id));
      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'application',
        recordId: application._id,
        action: 'visa-handover',
        before: { visaTeam: await employeeLabel(tx, locked.visaTeamId), visaStatus: locked.visaStatus },
        after: { visaTeam: `${member.name} (${member.employeeId})`, visaStatus: 'visa-processing' },
      });
      await advanceStatus(
        tx,
        student.id,
        // a refused student handed over for another university waits for that visa now
        ['follow-up', 'enrolled', 'application-processing', 'rejected'],
        'visa-processing',
        actor.id,
      );
      deliveries = await notify(tx, [
        {
          recipientId: member.id,
          studentId: student.id,
          for: 'visa',
          message: `${student.fullName} (${student.studentId}), ${application.universityName}, was handed to you for the visa by ${actor.name}.`,
        },
      ]);
    }
    return { application: await getApplication(tx, application._id), deliveries };
  });
}
