import { officeToday } from '@studydesk/shared/dates';
import { ErrorCode } from '@studydesk/shared/errors';
import type { StudentStatus } from '@studydesk/shared/students';
import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { documents, students, universityApplications, visaDecisions } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { StoredFile } from '../../platform/storage/upload.ts';
import { currentApplicant, getApplication } from '../applications/applications.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { followVisaOutcome } from '../money/ledger.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { recordStatusChange, recordStudentEvents } from '../timeline/timeline.service.ts';

/** The document slot of a decision letter; its owner is the application, so the document route authorises it. */
export const LETTER_SLOT = 'visaDecisionLetter';

/**
 * An outcome as sent. A field left out (the spec's PATCH sends `{ status }` alone) keeps what the last decision of
 * the same outcome recorded; of a first or changed outcome, the date is today in the office and the texts are empty.
 */
export interface VisaOutcome {
  status: 'success' | 'rejected';
  /** `YYYY-MM-DD`. */
  decidedOn?: string;
  reference?: string;
  refusalReason?: string;
}

type Decision = typeof visaDecisions.$inferSelect;

/** The outcome as the audit trail and the event log keep it. */
const summary = (d: Pick<Decision, 'status' | 'decidedOn' | 'reference' | 'refusalReason'>) => ({
  visaStatus: d.status,
  decidedOn: d.decidedOn,
  reference: d.reference,
  refusalReason: d.refusalReason,
});

const sameOutcome = (a: Decision, b: Omit<Decision, 'id' | 'createdAt' | 'decidedBy' | 'applicationId'>) =>
  a.status === b.status &&
  a.decidedOn === b.decidedOn &&
  a.reference === b.reference &&
  a.refusalReason === b.refusalReason &&
  a.letterId === b.letterId;

async function storeLetter(tx: Tx, applicationId: string, letter: StoredFile, actor: Actor, label: string) {
  const [doc] = await tx
    .insert(documents)
    .values({
      ownerId: applicationId,
      slot: LETTER_SLOT,
      storageKey: letter.key,
      fileName: letter.fileName,
      contentType: letter.contentType,
      size: letter.size,
      uploadedBy: actor.id,
    })
    .returning({ id: documents.id });
  if (!doc) throw new Error('insert returned nothing');
  await recordAudit(tx, {
    actorId: actor.id,
    recordType: 'document',
    recordId: doc.id,
    action: 'uploaded',
    after: { application: label, slot: LETTER_SLOT, fileName: letter.fileName, size: letter.size },
  });
  return doc.id;
}

/** Whether the stored letter `id` is the file just received: the same name, type and size. */
async function isLetter(tx: Tx, id: string, letter: StoredFile) {
  const [doc] = await tx
    .select({ fileName: documents.fileName, contentType: documents.contentType, size: documents.size })
    .from(documents)
    .where(eq(documents.id, id));
  return doc?.fileName === letter.fileName && doc.contentType === letter.contentType && doc.size === letter.size;
}

/**
 * The student's status their visas give, read after an outcome of `decided`: granted if any application's visa was,
 * else in visa processing while one waits for its decision, else refused. One refusal among several applications
 * does not undo a grant, nor end the wait for another.
 */
async function statusFromVisas(tx: Tx, studentUuid: string, decided: string): Promise<StudentStatus> {
  const rows = await tx
    .select({ visaStatus: universityApplications.visaStatus })
    .from(universityApplications)
    .where(
      and(
        eq(universityApplications.studentId, studentUuid),
        or(isNull(universityApplications.removedAt), eq(universityApplications.id, decided)),
      ),
    );
  const holds = (status: StudentStatus) => rows.some((row) => row.visaStatus === status);
  if (holds('success')) return 'success';
  return holds('visa-processing') ? 'visa-processing' : 'rejected';
}

/**
 * Records the visa outcome of the application `which` selects: the first one, or a correction of the last. Every
 * outcome is a new row of `visa_decisions`, so a correction keeps the first in the history; the application and the
 * student take the newest. Only the visa member the application was handed to, or Super Admin, may do it.
 * Sending the current outcome again (a double click) changes nothing.
 */
export async function recordVisaOutcome(db: Db, which: SQL, outcome: VisaOutcome, actor: Actor, letter?: StoredFile) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ app: universityApplications, student: students })
      .from(universityApplications)
      .innerJoin(students, eq(students.id, universityApplications.studentId))
      .where(which)
      .for('update');
    if (!row) throw notFound('Application');
    if (actor.role !== 'Super Admin' && row.app.visaTeamId !== actor.id) {
      throw new AppError(ErrorCode.FORBIDDEN, 'You do not have access to this.');
    }
    const [previous] = await tx
      .select()
      .from(visaDecisions)
      .where(eq(visaDecisions.applicationId, row.app.id))
      .orderBy(desc(visaDecisions.createdAt))
      .limit(1);
    const label = `${row.app.universityName} · student ${row.student.studentId}`;
    // A correction that keeps the outcome keeps its letter unless a new one comes, and what it does not send; a
    // changed outcome drops them.
    const kept = previous?.status === outcome.status ? previous : undefined;
    const next = {
      status: outcome.status,
      decidedOn: outcome.decidedOn ?? kept?.decidedOn ?? officeToday(),
      reference: outcome.reference ?? kept?.reference ?? '',
      refusalReason: outcome.status === 'rejected' ? (outcome.refusalReason ?? kept?.refusalReason ?? '') : '',
      letterId: kept?.letterId ?? null,
    };
    // the same outcome sent again (a double click, a retry after a timeout), its letter the same file again or none
    const sameLetter = !letter || (next.letterId !== null && (await isLetter(tx, next.letterId, letter)));
    if (previous && sameLetter && sameOutcome(previous, next)) {
      return { application: await getApplication(tx, row.app.id), deliveries: [], unchanged: true };
    }
    if (letter) next.letterId = await storeLetter(tx, row.app.id, letter, actor, label);
    await tx.insert(visaDecisions).values({ ...next, applicationId: row.app.id, decidedBy: actor.id });
    await tx
      .update(universityApplications)
      .set({ visaStatus: outcome.status, visaDecidedBy: actor.id, visaDecidedAt: new Date() })
      .where(eq(universityApplications.id, row.app.id));
    await followVisaOutcome(tx, row.app, next, actor.id);
    const correction = Boolean(previous);
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'application',
      recordId: row.app.id,
      action: correction ? 'visa-corrected' : 'visa-decided',
      before: previous ? summary(previous) : { visaStatus: row.app.visaStatus },
      after: summary(next),
    });
    await recordStudentEvents(tx, [
      {
        studentId: row.student.id,
        kind: 'visa-decided',
        actorId: actor.id,
        payload: {
          applicationId: row.app.id,
          universityName: row.app.universityName,
          ...summary(next),
          correction,
          ...(previous ? { previous: summary(previous) } : {}),
        },
      },
    ]);
    const status = await statusFromVisas(tx, row.student.id, row.app.id);
    if (row.student.status !== status) {
      await tx.update(students).set({ status }).where(eq(students.id, row.student.id));
      await recordStatusChange(tx, {
        studentId: row.student.id,
        from: row.student.status,
        to: status,
        actorId: actor.id,
      });
    }
    const result = outcome.status === 'success' ? 'granted' : 'rejected';
    const what = correction ? `was corrected to ${result}` : `was ${result}`;
    // The officer who holds the student's applications now, not the one who filed this one (handed over since).
    const officer = await currentApplicant(tx, row.student.id);
    const recipients = [...new Set([row.student.counselorId, officer].filter((id): id is string => Boolean(id)))];
    const deliveries = await notify(
      tx,
      recipients.map((recipientId) => ({
        recipientId,
        studentId: row.student.id,
        for: recipientId === officer ? ('application' as const) : ('counseling' as const),
        message: `The visa of ${row.student.fullName} (${row.student.studentId}) for ${row.app.universityName} ${what}, recorded by ${actor.name}.`,
      })),
    );
    return { application: await getApplication(tx, row.app.id), deliveries, unchanged: false };
  });
}

/** The application of the spec's call: the student number and the application's createdAt. */
export const byCreatedAt = (studentId: number, createdAt: Date) =>
  and(eq(students.studentId, studentId), eq(universityApplications.createdAt, createdAt)) as SQL;

/** The application of the outcome form: the student number and the application's `_id`. */
export const byApplicationId = (studentId: number, applicationId: string) =>
  and(eq(students.studentId, studentId), eq(universityApplications.id, applicationId)) as SQL;
