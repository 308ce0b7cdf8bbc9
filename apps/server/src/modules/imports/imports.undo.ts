import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { imports } from '../../db/schema/imports.ts';
import { recordAudits } from '../audit/audit.service.ts';

/**
 * Undoes an import in one transaction: the students it added that are still live go to ReCycle Students (each
 * with its `archived` event, restorable as a deleted student is), except those worked on since the import, which
 * stay live and untouched and are counted as kept; and each field it filled in a student already there is emptied
 * again where it still holds what the import wrote (a later correction by staff is kept).
 *
 * Worked on means a row of the student's event log written by an employee, or the student's own upload through
 * their link, other than the import's own registration event; or a payment, the one piece of work with no event.
 * The office's automatic messages (queued, sent or failed without an employee) are not work: they reach students
 * nobody has touched.
 */
export async function undoImport(db: Db, importId: string) {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(imports)
      .where(and(eq(imports.id, importId), eq(imports.status, 'undoing')))
      .for('update');
    if (!job) return;
    // The archiving is each student's latest activity: written with it, and given to the events as their time, so
    // the events' rollup (migration 0038) finds every student up to date instead of writing each row again.
    const { rows: gone } = await tx.execute<{ id: string; removedFrom: string | null }>(sql`
      with gone as (
        update students s set archived_at = now(), archived_by = ${job.undoneBy}, removed_from = counselor_id,
          last_activity_at = now()
        where import_id = ${importId} and archived_at is null
          -- worked on since (a registration merged into it is: the merge's event is by an employee). A scalar
          -- subquery, run per student on student_events_student_idx, where a "not exists" became a hash anti-join
          -- reading the office's whole event log (EXPLAIN, 100,000 imported students)
          and (select 1 from student_events e where e.student_id = s.id
            and (e.actor_id is not null or e.kind = 'document-uploaded')
            and (e.payload->>'importId') is distinct from ${importId}::text limit 1) is null
          and not exists (select from student_payments p where p.student_id = s.id)
        returning id, removed_from),
      events as (
        insert into student_events (student_id, kind, actor_id, payload, at)
        select id, 'archived', ${job.undoneBy}, jsonb_build_object('importId', ${importId}::text), now() from gone)
      select gone.id, e.name || ' (' || e.employee_id || ')' as "removedFrom"
      from gone left join employees e on e.id = gone.removed_from`);
    // in the trail as a delete writes it (archiveLive), in one statement for the whole import
    await recordAudits(
      tx,
      gone.map((student) => ({
        actorId: job.undoneBy,
        recordType: 'student' as const,
        recordId: student.id,
        action: 'archived',
        before: { archived: false },
        after: { archived: true, removedFrom: student.removedFrom, importId },
      })),
    );
    await tx.execute(sql`
      update students s set
        details = s.details || coalesce(
          (select jsonb_object_agg(e.key, '') from jsonb_each_text(f.fields - 'email') e
           where s.details->>e.key = e.value), '{}'::jsonb),
        email = case when s.email = f.fields->>'email' then '' else s.email end,
        -- an upload link mailed to the address the import wrote stops working with it (as any change of e-mail)
        upload_link_version = s.upload_link_version + case when s.email = f.fields->>'email' then 1 else 0 end,
        upload_link_expires_at = case when s.email = f.fields->>'email' then null else s.upload_link_expires_at end
      from import_fills f
      where f.import_id = ${importId} and f.student_id = s.id`);
    // the ones worked on since, still live after the archiving above (on students_import_idx)
    const kept = sql<number>`(select count(*)::int from students
      where import_id = ${importId} and archived_at is null)`;
    await tx.update(imports).set({ status: 'undone', undoneAt: new Date(), kept }).where(eq(imports.id, importId));
  });
}
