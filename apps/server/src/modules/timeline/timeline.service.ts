import type { StudentStatus } from '@studydesk/shared/students';
import type { StudentEventKind } from '@studydesk/shared/timeline';
import type { Tx } from '../../db/client.ts';
import { studentEvents } from '../../db/schema.ts';
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

/** Appends to students' event logs, in the caller's transaction (docs/decisions.md, "One event log per student"). */
export async function recordStudentEvents(tx: Tx, events: StudentEvent[]) {
  if (events.length === 0) return;
  const rows = await tx
    .insert(studentEvents)
    .values(events.map(({ studentId, kind, actorId, payload = {}, at }) => ({ studentId, kind, actorId, payload, at })))
    .returning({ id: studentEvents.id });
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
