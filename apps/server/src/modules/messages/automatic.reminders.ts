import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { missingDocumentReminders as reminders } from '../../db/schema/templates.ts';
import { students } from '../../db/schema.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { queueAutomatic } from './automatic.service.ts';
import { missingList } from './templates.context.ts';
import { automaticSettings } from './templates.service.ts';

export const MISSING_DOCUMENTS_JOB = 'missing-documents-reminders';

/** The labels of the documents a student still has to send (the checklists' `missingDocuments`). */
export type MissingDocuments = (tx: Tx, studentUuid: string) => Promise<string[]>;

/** Students still on their way: a finished case (success, rejected) is reminded of nothing. */
const ACTIVE = ['follow-up', 'enrolled', 'application-processing', 'visa-processing'] as const;
const BATCH = 500;
/** How long one sweep goes on looking (the job queue expires a job after 15 minutes): the rest wait an hour. */
const SWEEP_MS = 5 * 60_000;

/**
 * Reminds each live student of their missing documents every N days (the template's setting) while any are missing,
 * the first time N days after registration. Each look at a student is claimed by one upsert of its `looked_at` that
 * only succeeds when the last look is N days old, in the transaction that queues the message: a sweep run twice,
 * late, or on two instances at once reminds once. A student found with nothing missing is looked at again N days
 * later, so the students due are read batch after batch (`batch`) until none is left, or for SWEEP_MS. Answers how
 * many were queued.
 */
export async function sweepMissingDocumentReminders(db: Db, now: Date, missingOf: MissingDocuments, batch = BATCH) {
  const settings = await automaticSettings(db);
  if (settings.off.includes('missing-documents')) return 0;
  const cutoff = new Date(now.getTime() - settings.reminderEveryDays * 86_400_000);
  const until = performance.now() + SWEEP_MS;
  let queued = 0;
  let after: string | undefined;
  for (;;) {
    // Each batch goes on from the last student of the one before, along both tables' primary keys: asked again from
    // the start, every batch read past all the students looked at already (no index has `looked_at`), and a sweep
    // of a large office read the whole table once per batch. The bound on the looks is the same as on the students
    // (their ids are equal), written out so that the looks' index is read from there too, not from its start.
    const due = await db
      .select({ id: students.id })
      .from(students)
      .leftJoin(
        reminders,
        and(eq(reminders.studentId, students.id), after === undefined ? undefined : gt(reminders.studentId, after)),
      )
      .where(
        and(
          after === undefined ? undefined : gt(students.id, after),
          isNull(students.archivedAt),
          isNull(students.messagesOptedOutAt),
          inArray(students.status, [...ACTIVE]),
          lte(students.createdAt, cutoff),
          or(isNull(reminders.lookedAt), lte(reminders.lookedAt, cutoff)),
        ),
      )
      .orderBy(asc(students.id))
      .limit(batch);
    for (const { id } of due) {
      if (await remind(db, id, now, cutoff, missingOf)) queued += 1;
    }
    after = due.at(-1)?.id;
    if (due.length < batch || performance.now() > until) return queued;
  }
}

/** Looks at one student due (claims the look), and queues their reminder when any document is missing. */
function remind(db: Db, id: string, now: Date, cutoff: Date, missingOf: MissingDocuments) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(reminders)
      .values({ studentId: id, lookedAt: now })
      .onConflictDoUpdate({
        target: reminders.studentId,
        set: { lookedAt: now },
        where: lte(reminders.lookedAt, cutoff),
      })
      .returning({ id: reminders.studentId });
    if (!claimed) return false;
    const missing = await missingOf(tx, id);
    if (missing.length === 0) return false;
    return queueAutomatic(
      tx,
      id,
      { key: 'missing-documents', extra: { missingDocuments: missingList(missing) } },
      { actorId: null, idempotencyKey: `auto:missing-documents:${id}:${now.toISOString()}` },
    );
  });
}

/**
 * The sweep runs on the job queue, on one instance at a time, each hour of the office's waking day only: 03:00 to
 * 15:00 UTC, 09:00 to 21:00 in Dhaka. Run around the clock, a student was sent the reminder's SMS or WhatsApp at 3 in
 * the morning; one due in the night is reminded at 09:00.
 */
export const MISSING_DOCUMENTS_SCHEDULE = '0 3-15 * * *';

export async function scheduleMissingDocumentReminders(jobs: Jobs, db: Db, missingOf: MissingDocuments) {
  await jobs.work(MISSING_DOCUMENTS_JOB, async () => {
    await sweepMissingDocumentReminders(db, new Date(), missingOf);
  });
  await jobs.schedule(MISSING_DOCUMENTS_JOB, MISSING_DOCUMENTS_SCHEDULE);
}
