import { STUDENT_STATUSES, type StudentDetails, type StudentStatus } from '@studydesk/shared/students';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { employees, studentEvents, students } from '../schema.ts';

const FIRST = [
  'Rahim',
  'Karim',
  'Nusrat',
  'Farhana',
  'Tanvir',
  'Sabbir',
  'Ayesha',
  'Mahmud',
  'Sadia',
  'Imran',
  'Tasnim',
  'Rafi',
  'Mim',
  'Arif',
  'Jannat',
  'Shakib',
  'Nadia',
  'Fahim',
  'Riya',
  'Hasan',
];
const LAST = [
  'Ahmed',
  'Hossain',
  'Islam',
  'Rahman',
  'Chowdhury',
  'Khan',
  'Akter',
  'Uddin',
  'Sarker',
  'Talukder',
  'Bhuiyan',
  'Mia',
  'Haque',
  'Kabir',
  'Siddique',
];
const CITIES = ['Dhaka', 'Chattogram', 'Sylhet', 'Rajshahi', 'Khulna', 'Barishal', 'Cumilla', 'Mymensingh'];
const COUNTRIES = ['United Kingdom', 'Canada', 'Australia', 'USA', 'Germany', 'Malaysia'];
/** More leads early in the pipeline than at its end, as in a real office. */
const STATUS_WEIGHTS: Record<StudentStatus, number> = {
  'follow-up': 40,
  enrolled: 22,
  'application-processing': 15,
  'visa-processing': 10,
  success: 9,
  rejected: 4,
};

/** A small seeded generator, so that the same seed gives the same office. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BATCH = 5000;

/** Adds demo students until the office has `total`, spread over every status and the last 60 days. */
export async function seedDemoStudents(db: Db, total: number, counselorEmails: string[], receptionistEmail: string) {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(students);
  const missing = total - (existing?.n ?? 0);
  if (missing <= 0) return 0;
  const staff = await db
    .select({ id: employees.id, email: employees.email })
    .from(employees)
    .where(inArray(employees.email, [...counselorEmails, receptionistEmail]));
  const counselorIds = staff.filter((s) => counselorEmails.includes(s.email)).map((s) => s.id);
  const receptionistId = staff.find((s) => s.email === receptionistEmail)?.id;
  const rand = random(existing?.n ?? 0);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const weighted = STATUS_WEIGHTS;
  const weightTotal =
    STATUS_WEIGHTS['follow-up'] +
    Object.values(weighted)
      .slice(1)
      .reduce((a, b) => a + b, 0);
  const pickStatus = () => {
    let r = rand() * weightTotal;
    for (const status of STUDENT_STATUSES) {
      r -= weighted[status];
      if (r <= 0) return status;
    }
    return 'follow-up';
  };

  for (let done = 0; done < missing; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, missing - done) }, (_, i) => {
      const n = (existing?.n ?? 0) + done + i;
      const first = pick(FIRST);
      const last = pick(LAST);
      const details = {
        city: pick(CITIES),
        street: `House ${1 + Math.floor(rand() * 90)}, Road ${1 + Math.floor(rand() * 30)}`,
        country: 'Bangladesh',
        chosenCountryName: pick(COUNTRIES),
        englishProficiency: 'ielts',
        overall: (5.5 + Math.floor(rand() * 5) / 2).toFixed(1),
        courseTitle1: 'SSC',
        courseTitle2: 'HSC',
        howKnow: pick(['Facebook', 'Instagram', 'Website', 'Other'] as const),
      } as StudentDetails;
      return {
        fullName: `${first} ${last}`,
        email: `${first}.${last}.${n}@example.com`.toLowerCase(),
        phoneNumber: `+8801${String(700000000 + n).padStart(9, '0')}`,
        details,
        counselorId: pick(counselorIds),
        status: pickStatus(),
        advices: rand() < 0.4 ? '1. Prepare your IELTS. 2. Collect your transcripts. 3. Arrange bank solvency.' : '',
        createdAt: new Date(Date.now() - Math.floor(rand() * 60 * 86_400_000)),
        createdBy: receptionistId,
      };
    });
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(students)
        .values(rows)
        .returning({ id: students.id, status: students.status, createdAt: students.createdAt });
      await tx.insert(studentEvents).values(
        inserted.map((s) => ({
          studentId: s.id,
          kind: 'status-changed' as const,
          actorId: receptionistId,
          at: s.createdAt,
          payload: { from: null, to: s.status },
        })),
      );
    });
  }
  return missing;
}
