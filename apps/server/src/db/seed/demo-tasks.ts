import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { nextActions, tasks } from '../schema/follow-ups.ts';
import { employees, students } from '../schema.ts';

const HOUR = 3_600_000;
const TITLES = [
  'Call about the IELTS booking',
  'Check the bank solvency letter',
  'Send the offer letter to the student',
  'Ask for the passport scan',
  'Book the visa appointment',
  'Follow up on the tuition deposit',
];
const NOTES = ['Call back after 5 pm', 'Remind about the CAS', 'Discuss course options', 'Ask for the SOP draft'];

/**
 * Tasks and next steps for each demo counselor, relative to now: some overdue, some today, some this week, so My
 * Day, the board and the reminders show an office at work. Idempotent: a counselor who has tasks gets none more.
 */
export async function seedDemoTasks(db: Db, counselorEmails: string[], creatorEmail: string) {
  const people = await db
    .select({ id: employees.id, email: employees.email })
    .from(employees)
    .where(inArray(employees.email, [...counselorEmails, creatorEmail]));
  const creator = people.find((p) => p.email === creatorEmail);
  if (!creator) return 0;
  let added = 0;
  for (const counselor of people.filter((p) => p.email !== creatorEmail)) {
    const [has] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.assigneeId, counselor.id)).limit(1);
    if (has) continue;
    const theirs = await db
      .select({ id: students.id })
      .from(students)
      .where(
        and(
          eq(students.counselorId, counselor.id),
          isNull(students.archivedAt),
          sql`${students.status} in ('follow-up', 'enrolled')`,
        ),
      )
      .orderBy(asc(students.createdAt))
      .limit(12);
    const offsets = [-50, -20, 2, 5, 30, 80]; // hours from now: two late, two today, two this week
    await db.insert(tasks).values(
      offsets.map((hours, i) => ({
        title: TITLES[i % TITLES.length] ?? 'Follow up',
        dueAt: new Date(Date.now() + hours * HOUR),
        assigneeId: counselor.id,
        creatorId: i % 2 ? creator.id : counselor.id,
        studentId: theirs[i]?.id ?? null,
        // reminders of what is already due went out: the demo starts with a quiet bell
        remindedAt: hours < 0 ? new Date() : null,
      })),
    );
    const steps = theirs.slice(6, 12);
    if (steps.length) {
      await db
        .insert(nextActions)
        .values(
          steps.map((s, i) => ({
            studentId: s.id,
            dueAt: new Date(Date.now() + (i * 19 - 30) * HOUR),
            note: NOTES[i % NOTES.length] ?? '',
            setBy: counselor.id,
            remindedAt: i * 19 - 30 < 0 ? new Date() : null,
          })),
        )
        .onConflictDoNothing();
    }
    added += offsets.length + steps.length;
  }
  return added;
}
