import type { StudentStatus } from '@studydesk/shared/students';
import type { StudentEventKind } from '@studydesk/shared/timeline';
import { sql } from 'drizzle-orm';
import { arrayColumns } from '../../db/array-params.ts';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { queueAutomaticMessages } from '../messages/automatic.service.ts';

export interface StudentEvent {
  /** The student's uuid. */
  studentId: string;
  kind: StudentEventKind;
  /** Who did it; null for the student's own upload link or the system. */
  actorId: string | null;
  payload?: Record<string, unknown>;
  at?: Date;
}

/**
 * Appends to students' event logs, in the caller's transaction (docs/decisions.md, "One event log per student"),
 * any number in one statement: each column is one array parameter. An event without its moment takes the
 * statement's clock as it is written, so the events of one change keep their order.
 */
export async function recordStudentEvents(tx: Tx, events: StudentEvent[]) {
  if (events.length === 0) return;
  const column = arrayColumns(events);
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into student_events (student_id, kind, actor_id, payload, at)
    select student_id, kind, actor_id, payload, coalesce(at, clock_timestamp())
    from unnest(${column((e) => e.studentId)}::uuid[], ${column((e) => e.kind)}::text[],
      ${column((e) => e.actorId)}::uuid[], ${column((e) => e.payload ?? {})}::jsonb[],
      ${column((e) => e.at ?? null)}::timestamptz[]) as e(student_id, kind, actor_id, payload, at)
    returning id`);
  // The one place automatic messages start from: each trigger's event queues its message in this transaction.
  await queueAutomaticMessages(
    tx,
    events,
    rows.map((r) => r.id),
  );
}

/**
 * A student's status went from `from` (null: registered) to `to`: the event every stage count reads, and the
 * audit trail's before and after. The caller has updated the student's row in the same transaction.
 */
export async function recordStatusChange(
  tx: Tx,
  change: { studentId: string; from: StudentStatus | null; to: StudentStatus; actorId: string | null },
) {
  const { studentId, from, to, actorId } = change;
  await recordStudentEvents(tx, [{ studentId, kind: 'status-changed', actorId, payload: { from, to } }]);
  if (from) {
    await recordAudit(tx, {
      actorId,
      recordType: 'student',
      recordId: studentId,
      action: 'status-changed',
      before: { status: from },
      after: { status: to },
    });
  }
}
