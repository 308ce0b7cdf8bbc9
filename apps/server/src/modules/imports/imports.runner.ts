import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { importFills, importRejects, imports } from '../../db/schema/imports.ts';
import { students } from '../../db/schema.ts';
import { quantity, were } from '../../platform/quantity.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { readRows, type SheetRow } from '../../platform/spreadsheet.ts';
import type { Storage } from '../../platform/storage/driver.ts';
import { notify } from '../notifications/notifications.service.ts';
import { officeLocale } from '../settings/office-locale.ts';
import { batchCounselors, counselorTurns, type Turns } from './imports.counselors.ts';
import { fillsOf, type PlannedRow, phoneKey, planRows, type SeenInFile } from './imports.rows.ts';
import { checkedSettings } from './imports.service.ts';

/** Rows written per transaction: each batch commits with the progress that says it is done. */
export const BATCH_ROWS = 1000;
/** How long a runner holds an import without renewing it before another may take it over (after a kill). */
export const LEASE_SECONDS = 60;

type ImportRow = typeof imports.$inferSelect;

/** To the millisecond, so that the runner's copy (a JavaScript Date) compares equal to the row's. */
const newLease = sql`date_trunc('milliseconds', now()) + make_interval(secs => ${LEASE_SECONDS})`;

/**
 * Takes the import if it is waiting, or running under a lease that has run out (its runner was killed). Answers
 * the import with the new lease, or null when it is not to be run (finished, or another runner holds it).
 */
async function claim(db: Db, importId: string) {
  const [row] = await db
    .update(imports)
    .set({ status: 'running', leaseUntil: newLease })
    .where(
      and(
        eq(imports.id, importId),
        sql`(${imports.status} = 'queued' or (${imports.status} = 'running' and ${imports.leaseUntil} < now()))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Another runner took the import over (this one was too slow to renew its lease): it stops without a word. */
class LeaseLost extends Error {}
/** The server is shutting down: the runner stops between batches and gives its lease back. */
class Stopped extends Error {}

interface BatchCounts {
  created: number;
  filled: number;
  skipped: number;
  rejected: number;
}

/**
 * Inserts the new students of a batch and the registration event of each in one statement (the rows travel as one
 * JSON document). Each event is at `now()`, as the row's own latest activity and stage are, so the activity rollup
 * has nothing to rewrite. No automatic welcome message is queued: these students were registered long ago, in the
 * office's old system. A row that is the same person as a live student (same name and phone) is left out.
 */
async function insertStudents(tx: Tx, job: ImportRow, creates: PlannedRow[], counselorOf: (turn: number) => string) {
  if (creates.length === 0) return [];
  const rows = creates.map((p, i) => ({
    full_name: p.fullName,
    email: p.email,
    phone_number: p.phoneNumber,
    details: p.details,
    counselor_id: counselorOf(job.created + i),
    message_language: p.messageLanguage,
  }));
  const { rows: added } = await tx.execute<{ fullName: string; phoneNumber: string }>(sql`
    with added as (
      insert into students
        (full_name, email, phone_number, details, counselor_id, message_language, created_by, import_id, created_at)
      select r.full_name, r.email, r.phone_number, r.details, r.counselor_id, r.message_language, ${job.createdBy},
        ${job.id},
        -- each row a moment of its own, in the file's order: the lists' newest first is the file read backwards (at
        -- the batch's one now(), their order was the uuids', neither the file's nor the student IDs')
        clock_timestamp()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(full_name text, email text, phone_number text, details jsonb, counselor_id uuid, message_language text)
      on conflict do nothing
      returning id, full_name, phone_number),
    registered as (
      insert into student_events (student_id, kind, actor_id, at, payload)
      select id, 'status-changed', ${job.createdBy}, now(),
        jsonb_build_object('from', null, 'to', 'follow-up', 'importId', ${job.id}::text)
      from added)
    select full_name as "fullName", phone_number as "phoneNumber" from added`);
  return added;
}

/**
 * Fills the fields of a student found that are empty now (the student is locked until the batch commits): an
 * earlier row of the import, or anyone, may have filled one since the rows were planned, and the first to fill a
 * field keeps it. Answers whether it filled any.
 */
async function fillStudent(tx: Tx, job: ImportRow, p: PlannedRow, studentId: string) {
  const [now] = await tx
    .select({ email: students.email, details: students.details })
    .from(students)
    .where(and(eq(students.id, studentId), isNull(students.archivedAt)))
    .for('update');
  const fills = now ? fillsOf(p, now) : {};
  if (Object.keys(fills).length === 0) return false;
  const { email, ...details } = fills;
  await tx
    .update(students)
    .set({
      ...(email && { email }),
      details: sql`${students.details} || ${JSON.stringify(details)}::jsonb`,
    })
    .where(eq(students.id, studentId));
  // Every field the import filled in the student, whichever row filled it: what its undo empties. A field recorded
  // already is filled again only once emptied since, and then holds what this row wrote, which the undo compares.
  await tx
    .insert(importFills)
    .values({ importId: job.id, studentId, fields: fills })
    .onConflictDoUpdate({
      target: [importFills.importId, importFills.studentId],
      set: { fields: sql`${importFills.fields} || excluded.fields` },
    });
  return true;
}

/** The live student this import made with the phone number or e-mail of `p`. */
async function madeByImport(tx: Tx, job: ImportRow, p: PlannedRow) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from students
    where import_id = ${job.id} and archived_at is null
      and (phone_key = ${phoneKey(p)} or (${p.email} <> '' and lower(email) = ${p.email}))
    order by created_at limit 1`);
  return rows[0]?.id;
}

/** Writes one batch: new students (with their registration event), fills, rejected rows; then the progress. */
async function writeBatch(tx: Tx, job: ImportRow, planned: PlannedRow[], turns: Turns, bytesDone: number) {
  const settings = checkedSettings(job);
  const counts: BatchCounts = { created: 0, filled: 0, skipped: 0, rejected: 0 };
  const rejects: { row: number; reason: string; values: string[] }[] = [];
  const valid: PlannedRow[] = [];
  for (const p of planned) {
    if (p.problems.length > 0) rejects.push({ row: p.row, reason: p.problems.join('; '), values: p.cells });
    else valid.push(p);
  }
  const actionOf = (p: PlannedRow) =>
    p.match || p.sameAs ? (settings.choices[String(p.row)] ?? settings.duplicates) : 'create';
  const creates = valid.filter((p) => actionOf(p) === 'create');
  // The counselors are checked (and locked) before any student is, in the order an offboarding locks them.
  const counselorOf = creates.length > 0 ? await batchCounselors(tx, turns) : () => '';
  for (const p of valid) {
    const action = actionOf(p);
    if (action === 'create' || (action === 'fill' && !p.match)) continue;
    if (action === 'skip' || !p.match || !(await fillStudent(tx, job, p, p.match.id))) counts.skipped++;
    else counts.filled++;
  }
  const added = await insertStudents(tx, job, creates, counselorOf);
  // A row that repeats an earlier row of the file fills the student that row made (committed, or just inserted).
  for (const p of valid.filter((v) => !v.match && actionOf(v) === 'fill')) {
    const made = await madeByImport(tx, job, p);
    if (made && (await fillStudent(tx, job, p, made))) counts.filled++;
    else counts.skipped++;
  }
  const addedKeys = new Set(added.map((a) => `${a.fullName.toLowerCase()}|${a.phoneNumber}`));
  for (const p of creates) {
    if (addedKeys.delete(`${p.fullName.toLowerCase()}|${p.phoneNumber}`)) counts.created++;
    else rejects.push({ row: p.row, reason: 'Student already exists (same name and phone number)', values: p.cells });
  }
  if (rejects.length)
    await tx
      .insert(importRejects)
      .values(rejects.map((r) => ({ importId: job.id, ...r })))
      .onConflictDoNothing();
  counts.rejected = rejects.length;
  const [next] = await tx
    .update(imports)
    .set({
      rowsDone: job.rowsDone + planned.length,
      bytesDone,
      created: job.created + counts.created,
      filled: job.filled + counts.filled,
      skipped: job.skipped + counts.skipped,
      rejected: job.rejected + counts.rejected,
      leaseUntil: newLease,
    })
    .where(and(eq(imports.id, job.id), eq(imports.status, 'running'), sql`${imports.leaseUntil} = ${job.leaseUntil}`))
    .returning();
  if (!next) throw new LeaseLost();
  return next;
}

/**
 * Marks the import done and tells each counselor how many students it gave them, in one transaction: a failure
 * leaves it unfinished (and then failed), never done without its notifications. Answers what to publish.
 */
async function finish(db: Db, job: ImportRow) {
  return db.transaction(async (tx) => {
    await tx
      .update(imports)
      .set({ status: 'done', finishedAt: new Date(), leaseUntil: null, bytesDone: job.fileSize })
      .where(eq(imports.id, job.id));
    const { rows } = await tx.execute<{ counselorId: string; count: number; by: string }>(sql`
      select s.counselor_id as "counselorId", count(*)::int as count, e.name as by
      from students s join employees e on e.id = ${job.createdBy}
      where s.import_id = ${job.id} and s.archived_at is null and s.counselor_id is not null
      group by s.counselor_id, e.name`);
    return notify(
      tx,
      rows.map((r) => ({
        recipientId: r.counselorId,
        for: 'counseling' as const,
        message: `${quantity(r.count, 'student')} from ${job.fileName} ${were(r.count)} imported and assigned to you by ${r.by}.`,
      })),
    );
  });
}

export interface RunDeps {
  db: Db;
  storage: Storage;
  realtime: Realtime;
  /** Stops between batches (the server shutting down): the lease is given back for another runner to resume. */
  signal?: AbortSignal;
}

/**
 * Runs an import, or resumes it after the rows it committed: reads the file as a stream, plans and writes a
 * batch at a time. A file that turns out unreadable halfway fails the import, keeping what was written (undoable).
 * Answers false when the import was not this runner's to run.
 */
export async function runImport({ db, storage, realtime, signal }: RunDeps, importId: string): Promise<boolean> {
  let job = await claim(db, importId);
  if (!job) return false;
  const settings = checkedSettings(job);
  const office = await officeLocale(db);
  let bytesRead = 0;
  try {
    const turns = await counselorTurns(db, settings.counselor);
    // One batch is written while the next is read and checked: at most one in flight. (A row is so checked for
    // duplicates before the batch just before it has committed: a student in that batch is not its possible
    // duplicate, though the same name and phone is still refused by the database.)
    let writing: Promise<void> = Promise.resolve();
    // the file's rows seen so far, by phone and e-mail: a later row repeating one is its duplicate, across batches
    const inFile: SeenInFile = new Map();
    const flush = async (rows: SheetRow[], bytes: number) => {
      const planned = await planRows(db, rows, settings.mapping, office, inFile);
      await writing;
      writing = (async () => {
        const current = job as ImportRow;
        job = await db.transaction((tx) => writeBatch(tx, current, planned, turns, bytes));
        if (signal?.aborted) throw new Stopped();
      })();
      writing.catch(() => {}); // awaited by the next flush or at the end; until then not an unhandled rejection
    };
    let batch: SheetRow[] = [];
    let seen = 0;
    let header = true;
    try {
      const { fileKey, fileType } = job;
      for await (const row of readRows(() => storage.get(fileKey), fileType, { onBytes: (b) => (bytesRead = b) })) {
        if (header) {
          header = false;
          continue;
        }
        if (++seen <= job.rowsDone) continue; // committed by an earlier run
        batch.push(row);
        if (batch.length === BATCH_ROWS) {
          await flush(batch, bytesRead);
          batch = [];
        }
      }
      if (batch.length) await flush(batch, bytesRead);
    } finally {
      // Whatever stopped the reading, the batch in flight ends (committed or not) before the import's state is set.
      await writing.catch(() => {});
    }
    await writing;
    realtime.publish(await finish(db, job));
  } catch (error) {
    if (error instanceof LeaseLost) return true;
    if (error instanceof Stopped) {
      // Given back: whoever resumes it may start at once.
      const held = (job as ImportRow).leaseUntil;
      await db
        .update(imports)
        .set({ leaseUntil: sql`now()` })
        .where(and(eq(imports.id, importId), sql`${imports.leaseUntil} = ${held}`));
      return true;
    }
    // a database error's own words, not the failed query's text (drizzle puts the query first, the reason in cause)
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = reason instanceof Error ? reason.message : String(reason);
    await db
      .update(imports)
      .set({ status: 'failed', finishedAt: new Date(), leaseUntil: null, error: `The import stopped: ${message}` })
      .where(eq(imports.id, importId));
  }
  return true;
}
