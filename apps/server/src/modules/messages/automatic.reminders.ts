import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { missingDocumentReminders as reminders } from '../../db/schema/templates.ts';
import { students } from '../../db/schema.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { queueAutomatic } from './automatic.service.ts';
import { automaticSettings } from './templates.service.ts';

export const MISSING_DOCUMENTS_JOB = 'missing-documents-reminders';

/** The labels of the documents a student still has to send (the checklists' `missingDocuments`). */
export type MissingDocuments = (tx: Tx, studentUuid: string) => Promise<string[]>;

/** Students still on their way: a finished case (success, rejected) is reminded of nothing. */
const ACTIVE = ['follow-up', 'enrolled', 'application-processing', 'visa-processing'] as const;
const BATCH = 500;

/**
 * Reminds each live student of their missing documents every N days (the template's setting) while any are missing,
 * the first time N days after registration. Each reminder is claimed by one upsert of the student's
 * `last_sent_at` that only succeeds when the last one is N days old, in the transaction that queues the message:
 * a sweep run twice, late, or on two instances at once reminds once. Answers how many were queued.
 */
export async function sweepMissingDocumentReminders(db: Db, now: Date, missingOf: MissingDocuments) {
  const settings = await automaticSettings(db);
  if (settings.off.includes('missing-documents')) return 0;
  const cutoff = new Date(now.getTime() - settings.reminderEveryDays * 86_400_000);
  const due = await db
    .select({ id: students.id })
    .from(students)
    .leftJoin(reminders, eq(reminders.studentId, students.id))
    .where(
      and(
        isNull(students.archivedAt),
        isNull(students.messagesOptedOutAt),
        inArray(students.status, [...ACTIVE]),
        lte(students.createdAt, cutoff),
        or(isNull(reminders.lastSentAt), lte(reminders.lastSentAt, cutoff)),
      ),
    )
    .limit(BATCH);
  let queued = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const missing = await missingOf(tx, id);
      if (missing.length === 0) return false;
      const [claimed] = await tx
        .insert(reminders)
        .values({ studentId: id, lastSentAt: now })
        .onConflictDoUpdate({
          target: reminders.studentId,
          set: { lastSentAt: now },
          where: lte(reminders.lastSentAt, cutoff),
        })
        .returning({ id: reminders.studentId });
      if (!claimed) return false;
      return queueAutomatic(
        tx,
        id,
        { key: 'missing-documents', extra: { missingDocuments: missing.map((label) => `- ${label}`).join('\n') } },
        { actorId: null, idempotencyKey: `auto:missing-documents:${id}:${now.toISOString()}` },
      );
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** The sweep runs every hour on the job queue, on one instance at a time. */
export async function scheduleMissingDocumentReminders(jobs: Jobs, db: Db, missingOf: MissingDocuments) {
  await jobs.work(MISSING_DOCUMENTS_JOB, async () => {
    await sweepMissingDocumentReminders(db, new Date(), missingOf);
  });
  await jobs.schedule(MISSING_DOCUMENTS_JOB, '0 * * * *');
}
