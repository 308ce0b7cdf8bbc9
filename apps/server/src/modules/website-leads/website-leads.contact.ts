import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { students } from '../../db/schema.ts';
import { notify } from '../notifications/notifications.service.ts';
import { coverAbsences } from '../tasks/reminders.ts';

export interface Contact {
  name: string;
  email: string;
  phone: string;
}

/** Each contact field as two spellings of the same name, address or number compare. */
const FIELDS = [
  { field: 'name', label: 'name', key: (v: string) => v.replace(/\s+/g, ' ').trim().toLowerCase() },
  { field: 'email', label: 'e-mail', key: (v: string) => v.trim().toLowerCase() },
  { field: 'phone', label: 'phone', key: (v: string) => v.replace(/[^0-9]/g, '') },
] as const;

/**
 * A returning visitor whose lead became a student typed a name, e-mail or phone that neither the lead nor the
 * student holds: the student's record is the staff's to keep, so the enquiry changes neither, and the student's
 * counselor (or the Super Admins covering one away or gone) is told what was typed, to check it with the student.
 * What either already holds is not news (staff may have corrected the student since), so nothing is sent for it.
 * A student without a counselor gets no notice, and the visitor's answer then claims none.
 */
export async function passNewContact(tx: Tx, studentUuid: string, lead: Contact, typed: Contact) {
  const [student] = await tx
    .select({
      id: students.id,
      studentId: students.studentId,
      name: students.fullName,
      email: students.email,
      phone: students.phoneNumber,
      counselorId: students.counselorId,
    })
    .from(students)
    .where(eq(students.id, studentUuid));
  if (!student?.counselorId) return [];
  const known: Contact[] = [lead, student];
  const news = FIELDS.filter(({ field, key }) => known.every((held) => key(held[field]) !== key(typed[field])));
  if (news.length === 0) return [];
  const details = news.map(({ field, label }) => `${label} ${typed[field]}`).join(', ');
  const notice = {
    recipientId: student.counselorId,
    studentId: student.id,
    for: 'counseling' as const,
    message: `${student.name} (${student.studentId}) sent new contact details from the website: ${details}.`,
  };
  return notify(tx, await coverAbsences(tx, [notice], new Date()));
}
