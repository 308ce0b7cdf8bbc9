import type { ReminderEmails } from '@studydesk/shared/employees';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';

/** Whether the employee's reminders also come by e-mail (their own choice; off by default). */
export async function reminderEmails(db: Db, employeeId: string): Promise<ReminderEmails> {
  const [row] = await db
    .select({ remindersByEmail: employees.remindersByEmail })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return { remindersByEmail: row?.remindersByEmail ?? false };
}

export async function saveReminderEmails(db: Db, employeeId: string, choice: ReminderEmails): Promise<ReminderEmails> {
  const [row] = await db
    .update(employees)
    .set({ remindersByEmail: choice.remindersByEmail })
    .where(eq(employees.id, employeeId))
    .returning({ remindersByEmail: employees.remindersByEmail });
  return { remindersByEmail: row?.remindersByEmail ?? false };
}
