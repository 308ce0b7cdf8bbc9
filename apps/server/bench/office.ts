/**
 * Loads a large office into a fresh database: employees, students, their documents, notifications, next steps and
 * tasks.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Role } from '@studydesk/shared/roles';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { documents, employeeRoles, employees, notifications, students } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../src/db/seed/demo-accounts.ts';
import { seedDemoStudents } from '../src/db/seed/demo-students.ts';
import { hashPassword } from '../src/platform/auth/password.ts';
import type { Storage } from '../src/platform/storage/driver.ts';

export interface OfficeSize {
  students: number;
  employees: number;
  studentsWithDocuments: number;
}

/** Every seventh bench employee of these roles, in turn: more counselors than anyone else, as in an office. */
const ROLE_TURN: Role[] = [
  'Counselor',
  'Counselor',
  'Counselor',
  'receptionist',
  'admin Officer',
  'Admin Office Visa Section',
  'Hr',
];
const SLOTS = ['passport', 'ielts', 'cv'];
const NOTIFICATIONS_EACH = 200;
/** The benchmarked employee's own notification list is long, so paging it is a real query. */
const NOTIFICATIONS_OF_BENCHED = 5000;

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The office as it stands a minute later, once autovacuum and a checkpoint have been by: statistics read, the dead
 * rows that the load leaves in the trigger-kept tables (student_names, the counts) cleared from their indexes, and
 * the load's pages written out (else the checkpoint falls on the first routes measured). The bench's own preparation
 * for measuring routes, not part of loading: an office that loads gets it from autovacuum and the checkpointer.
 */
export async function settleOffice(db: Db) {
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
}

/**
 * Next steps and tasks, from ten days ago to ten days ahead: each counselor's 300 newest follow-up students have a
 * next step and each counselor 100 open tasks, so My Day's three lists are full (and have more). Behind them, the
 * office's history: each counselor's 2,000 tasks done over the last year and the next steps of 1,000 of their
 * finished students, which My Day must pass over. Those past due were reminded and escalated, as the sweeps would
 * have done: written so by the insert itself (marked by an update after it, the next steps' rollup trigger ran
 * again over rows it had counted, a twentieth of loading 100,000 students).
 */
export async function loadFollowUps(db: Db) {
  // Each row's due time chosen once (`x.at`), and its marks from it.
  const marked = (columns: SQL, rows: SQL) =>
    sql`select ${columns}, x.at, case when x.at < now() then x.at end, case when x.at < now() then x.at end
      from (${rows}) x`;
  const due = sql`now() - interval '10 days' + interval '20 days' * random()`;
  const counselors = sql`employees e join employee_roles r on r.employee_id = e.id and r.role = 'Counselor'`;
  const steps =
    await db.execute(sql`insert into next_actions (student_id, note, set_by, due_at, reminded_at, escalated_at)
    ${marked(
      sql`x.student_id, 'Call about the offer letter', x.set_by`,
      sql`select s.id as student_id, e.id as set_by, ${due} as at from ${counselors}
        cross join lateral (select id from students where counselor_id = e.id and archived_at is null
          and status = 'follow-up' order by created_at desc limit 300) s`,
    )}`);
  const tasks =
    await db.execute(sql`insert into tasks (title, assignee_id, creator_id, due_at, reminded_at, escalated_at)
    ${marked(
      sql`'Check the documents sent', x.assignee_id, x.assignee_id`,
      sql`select e.id as assignee_id, ${due} as at from ${counselors} cross join generate_series(1, 100)`,
    )}`);
  const doneSteps = await db.execute(sql`insert into next_actions (student_id, note, set_by, due_at, reminded_at,
      escalated_at)
    ${marked(
      sql`x.student_id, 'Send the offer letter', x.set_by`,
      sql`select s.id as student_id, e.id as set_by, s.created_at + interval '3 days' as at from ${counselors}
        cross join lateral (select id, created_at from students where counselor_id = e.id
          and status in ('success', 'rejected') limit 1000) s`,
    )}`);
  const lastYear = sql`now() - interval '1 year' * random()`;
  const doneTasks = await db.execute(sql`insert into tasks (title, assignee_id, creator_id, done_by, done_at, due_at,
      reminded_at, escalated_at)
    ${marked(
      sql`'Call back', x.assignee_id, x.assignee_id, x.assignee_id, x.at`,
      sql`select e.id as assignee_id, ${lastYear} as at from ${counselors} cross join generate_series(1, 2000)`,
    )}`);
  return {
    nextSteps: (steps.rowCount ?? 0) + (doneSteps.rowCount ?? 0),
    tasks: (tasks.rowCount ?? 0) + (doneTasks.rowCount ?? 0),
  };
}

export async function loadOffice(db: Db, storage: Storage, size: OfficeSize) {
  await seedDemoAccounts(db);
  const passwordHash = await hashPassword('bench-password');
  const extra = Array.from({ length: Math.max(0, size.employees - DEMO_ACCOUNTS.length) }, (_, i) => ({
    employeeId: `B-${String(i + 1).padStart(3, '0')}`,
    name: `Bench Employee ${i + 1}`,
    email: `bench${i + 1}@example.com`,
    passwordHash,
    role: ROLE_TURN[i % ROLE_TURN.length] as Role,
  }));
  if (extra.length) {
    const inserted = await db
      .insert(employees)
      .values(extra.map(({ role: _role, ...e }) => e))
      .returning({ id: employees.id, email: employees.email });
    const roleOf = new Map(extra.map((e) => [e.email, e.role]));
    await db
      .insert(employeeRoles)
      .values(inserted.map((e) => ({ employeeId: e.id, role: roleOf.get(e.email) as Role })));
  }
  const counselorEmails = [
    ...DEMO_ACCOUNTS.filter((a) => a.roles.includes('Counselor')).map((a) => a.email),
    ...extra.filter((e) => e.role === 'Counselor').map((e) => e.email),
  ];
  await seedDemoStudents(db, size.students, counselorEmails, 'receptionist@example.com');

  // Documents: three small files each for the newest students, through the storage driver the server reads.
  const owners = await db
    .select({ id: students.id })
    .from(students)
    .orderBy(sql`${students.createdAt} desc`)
    .limit(size.studentsWithDocuments);
  const files = owners.flatMap((owner) =>
    SLOTS.map((slot) => ({ ownerId: owner.id, slot, storageKey: `students/${owner.id}/${slot}.pdf` })),
  );
  for (let i = 0; i < files.length; i += 50) {
    await Promise.all(
      files
        .slice(i, i + 50)
        .map((f) =>
          storage.put(
            f.storageKey,
            Readable.from([Buffer.from('%PDF-1.4\n'), randomBytes(8 * 1024)]),
            'application/pdf',
          ),
        ),
    );
  }
  // The passports came through the students' upload links and nobody has opened them yet: My Day's to review.
  await insertInBatches(files, 2000, (batch) =>
    db.insert(documents).values(
      batch.map((f) => ({
        ...f,
        fileName: `${f.slot}.pdf`,
        contentType: 'application/pdf',
        size: 8 * 1024 + 9,
        uploadedVia: f.slot === 'passport' ? 'public-link' : 'staff',
      })),
    ),
  );

  // Notifications: some for everyone, many for the benchmarked Counselor; about half of them read.
  const staff = await db.select({ id: employees.id, email: employees.email }).from(employees);
  const benched = staff.find((s) => s.email === 'counselor@example.com');
  const someStudents = await db.select({ id: students.id }).from(students).limit(1000);
  const messages = staff.flatMap((s) =>
    Array.from({ length: s === benched ? NOTIFICATIONS_OF_BENCHED : NOTIFICATIONS_EACH }, (_, i) => ({
      recipientId: s.id,
      message: `A new student was assigned to you (${i + 1})`,
      isRead: i % 2 === 0,
      studentId: someStudents[i % someStudents.length]?.id ?? null,
      for: 'counseling' as const,
      createdAt: new Date(Date.now() - i * 60_000),
    })),
  );
  await insertInBatches(messages, 5000, (batch) => db.insert(notifications).values(batch));

  const followUps = await loadFollowUps(db);

  const [counted] = await db.select({ students: sql<number>`count(*)::int` }).from(students);
  return {
    students: counted?.students ?? 0,
    employees: staff.length,
    documents: files.length,
    notifications: messages.length,
    ...followUps,
  };
}
