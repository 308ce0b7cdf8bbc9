import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employees, notifications, studentApplicants, students } from '../../db/schema.ts';
import { type Delivery, notify } from '../notifications/notifications.service.ts';

/**
 * How long an unread notice of an upload stands for the same slot's next uploads: a double-tapped button on a phone
 * sends the file two or three times within seconds; an upload after a longer pause tells again.
 */
const REPEAT_UPLOAD_WINDOW = sql`interval '10 minutes'`;

interface Uploader {
  id: string;
  studentId: number;
  fullName: string;
  counselorId: string | null;
}

/**
 * Tells the student's counselor and current admin Officers (who file the documents with universities), each active
 * one once, that the student sent `label` through their link, except whoever still has that same notice unread from
 * within REPEAT_UPLOAD_WINDOW (the notice names the slot's label, so its text stands for the slot). The student's row
 * is locked first (an upload holds it already), so uploads at once see each other's notices.
 */
export async function tellOfUpload(tx: Tx, student: Uploader, label: string): Promise<Delivery[]> {
  await tx.select({ id: students.id }).from(students).where(eq(students.id, student.id)).for('update');
  const message = `${student.fullName} (${student.studentId}) uploaded ${label} through the upload link.`;
  const applicants = tx
    .select({ id: studentApplicants.applicantId })
    .from(studentApplicants)
    .where(and(eq(studentApplicants.studentId, student.id), eq(studentApplicants.current, true)));
  const toldAlready = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, employees.id),
        eq(notifications.studentId, student.id),
        eq(notifications.for, 'counseling'),
        eq(notifications.message, message),
        eq(notifications.isRead, false),
        sql`${notifications.createdAt} > now() - ${REPEAT_UPLOAD_WINDOW}`,
      ),
    );
  const counselor = student.counselorId ? eq(employees.id, student.counselorId) : undefined;
  const recipients = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.active, true), or(counselor, inArray(employees.id, applicants)), notExists(toldAlready)));
  return notify(
    tx,
    recipients.map(({ id }) => ({ recipientId: id, studentId: student.id, for: 'counseling' as const, message })),
  );
}
