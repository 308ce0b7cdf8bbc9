import type { Role } from '@studydesk/shared/roles';
import type { CreateStudentInput } from '@studydesk/shared/students';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  addApplication,
  assignApplicant,
  submitUniversityDocuments,
} from '../../modules/applications/applications.service.ts';
import { archiveStudent } from '../../modules/students/students.archive.ts';
import { changeStatus, createStudent, writeAdvices } from '../../modules/students/students.service.ts';
import { byApplicationId, recordVisaOutcome } from '../../modules/visa/visa.service.ts';
import { convertProfile } from '../../modules/website-leads/website-leads.service.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Db } from '../client.ts';
import { universities, universityCourses, websiteProfiles } from '../schema/website.ts';
import { employees, students } from '../schema.ts';
import { demoTuition, STORIES, type Stage, type Story, storyEmail } from './demo-office-stories.ts';

const DAY = 86_400_000;
export const OFFICE = {
  receptionist: 'receptionist@example.com',
  superAdmin: 'superadmin@example.com',
  counselors: ['counselor@example.com', 'counselor2@example.com', 'multi@example.com'],
  officers: ['officer@example.com', 'multi@example.com'],
  visa: ['visa@example.com', 'multi@example.com'],
  accounts: 'accounts@example.com',
};
/** Website leads each counselor has converted into students (their Website-Leads screen lists these). */
const CONVERTED_LEADS_EACH = 2;

/** How far each stage goes; success and rejected are the two ends of the same step. */
const DEPTH: Record<Stage, number> = {
  archived: 0,
  'follow-up': 0,
  enrolled: 1,
  'application-processing': 2,
  offer: 3,
  'visa-processing': 4,
  success: 5,
  rejected: 5,
};

const ADVICES = '1. Sit the IELTS by next month. 2. Collect your transcripts. 3. Arrange the bank solvency letter.';

const NOTES = [
  'Filed through the agent’s portal.',
  'Asked for a 20% scholarship.',
  'Conditional on the final IELTS result.',
  'Tuition deposit due after the offer.',
  'Accommodation requested on campus.',
];

export type Course = { university: string; country: string; subject: string; intake: string };

/**
 * The believable office on top of the bulk students: named students at every stage and with every owner, each
 * driven through the product's own service functions (so their history, notifications and audit trail are what
 * the product writes), then moved back in time to the day they walked in. Idempotent: a story whose student
 * exists (archived or not) is skipped, and counselors get converted leads only up to their share.
 */
export async function seedDemoOffice(db: Db) {
  const actor = await actorsOf(db);
  const courses = await catalogueCourses(db);
  let added = 0;
  for (const [i, story] of STORIES.entries()) {
    const [exists] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.email, storyEmail(story.name)))
      .limit(1);
    if (exists) continue;
    await tell(db, story, courses, i, actor);
    added += 1;
  }
  added += await convertLeads(db, actor);
  // Every desk's bell has something new: the newest three notifications of each employee stay unread however long
  // ago their stories began (an officer's and a visa member's all came in more than three days back).
  if (added > 0) {
    await db.execute(sql`update notifications n set is_read = false
      from (select id, row_number() over (partition by recipient_id order by created_at desc) as newest
        from notifications) x
      where x.id = n.id and x.newest <= 3 and n.is_read`);
  }
  return added;
}

export async function actorsOf(db: Db) {
  const emails = [
    OFFICE.receptionist,
    OFFICE.superAdmin,
    OFFICE.accounts,
    ...OFFICE.counselors,
    ...OFFICE.officers,
    ...OFFICE.visa,
  ];
  const rows = await db
    .select({ id: employees.id, employeeId: employees.employeeId, name: employees.name, email: employees.email })
    .from(employees)
    .where(inArray(employees.email, emails));
  return (email: string | undefined, role: Role): Actor => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`The demo account ${email} is missing: run the demo accounts first`);
    return { ...row, role, sessionId: 'demo-seed' };
  };
}
export type Actors = Awaited<ReturnType<typeof actorsOf>>;

export async function catalogueCourses(db: Db): Promise<Course[]> {
  const rows = await db
    .select({
      university: universities.name,
      country: universities.country,
      subject: universityCourses.subject,
      intakes: universities.intakes,
    })
    .from(universityCourses)
    .innerJoin(universities, eq(universities.id, universityCourses.universityId))
    .orderBy(asc(universities.name), asc(universityCourses.subject));
  const year = new Date().getFullYear() + 1;
  const found = rows.map((r) => ({ ...r, intake: `${r.intakes[0] ?? 'September'} ${year}` }));
  return found.length
    ? found
    : [
        {
          university: 'University of Manchester',
          country: 'UK',
          subject: 'MSc Data Science',
          intake: `September ${year}`,
        },
      ];
}

function inputOf(story: Story, course: Course, i: number, counselorId: string): CreateStudentInput {
  const postgraduate = i % 3 !== 0;
  return {
    fullName: story.name,
    email: storyEmail(story.name),
    phoneNumber: `+880 17${String(11_000_000 + i * 273_319).slice(0, 8)}`,
    counselor: counselorId,
    street: `House ${4 + i}, Road ${2 + (i % 12)}`,
    city: story.city,
    howKnow: (['Facebook', 'Website', 'Instagram', 'Other'] as const)[i % 4],
    courseTitle1: 'SSC',
    grade1: '5.00',
    courseTitle2: 'HSC',
    grade2: (4.5 + (i % 5) / 10).toFixed(2),
    ...(postgraduate ? { courseTitle3: 'BSC', grade3: (3.1 + (i % 8) / 10).toFixed(2) } : {}),
    englishProficiency: 'ielts',
    overall: (6 + (i % 4) / 2).toFixed(1),
    chosenCountryName: course.country,
    universityChoice: course.university,
    course: course.subject,
    intake: course.intake,
  };
}

/** One student's way through the office, each step by the person whose job it is. */
export async function tell(db: Db, story: Story, courses: Course[], i: number, actor: Actors) {
  const course = courses[(i * 7) % courses.length] as Course;
  const counselor = actor(OFFICE.counselors[story.counselor], 'Counselor');
  const officer = actor(OFFICE.officers[story.officer], 'admin Officer');
  const visa = actor(OFFICE.visa[story.visa], 'Admin Office Visa Section');
  const depth = DEPTH[story.stage];
  const began = await clock(db);
  const { student } = await createStudent(
    db,
    inputOf(story, course, i, counselor.id),
    actor(OFFICE.receptionist, 'receptionist'),
  );
  const ref = { id: student._id, studentId: student.studentId, fullName: student.fullName };
  if (i % 2 === 0 || depth >= 1) await writeAdvices(db, student.studentId, ADVICES, counselor);
  if (story.stage === 'archived') await archiveStudent(db, student.studentId, counselor);
  if (depth >= 1) await changeStatus(db, student.studentId, 'enrolled', counselor);
  if (depth >= 2) {
    await assignApplicant(db, ref, officer.id, counselor);
    if (depth >= 3) {
      // an earlier choice that did not work out, beside the one that did
      const refused = courses[(i * 7 + 3) % courses.length] as Course;
      const { university, ...fields } = refused;
      await addApplication(
        db,
        student._id,
        officer.id,
        { ...fields, universityName: university, status: 'refused', note: 'Asked for a higher IELTS score.' },
        officer.id,
      );
    }
    const application = await addApplication(
      db,
      student._id,
      officer.id,
      {
        universityName: course.university,
        subject: course.subject,
        country: course.country,
        intake: course.intake,
        status: depth >= 3 ? 'offer received' : 'applied',
        ...demoTuition(course.country, i),
        b2b: story.b2b,
        link: story.b2b ? `https://apply.example.com/${story.b2b.toLowerCase()}/${student.studentId}` : '',
        note: NOTES[i % NOTES.length] ?? '',
      },
      officer.id,
    );
    if (depth >= 4) await submitUniversityDocuments(db, application, ref, {}, visa.id, officer);
    if (depth >= 5) {
      const rejected = story.stage === 'rejected';
      await recordVisaOutcome(
        db,
        byApplicationId(student.studentId, application._id),
        {
          status: rejected ? 'rejected' : 'success',
          reference: `VFS-${student.studentId}-${course.country.slice(0, 2).toUpperCase()}`,
          refusalReason: rejected ? 'Financial documents did not show enough funds for the first year.' : '',
        },
        visa,
      );
    }
  }
  await spread(db, student._id, began, await clock(db), new Date(Date.now() - story.daysAgo * DAY), 0.85);
}

/** Each counselor's website leads: the oldest unconverted leads become their students, up to their share. */
async function convertLeads(db: Db, actor: Actors) {
  const superAdmin = actor(OFFICE.superAdmin, 'Super Admin');
  let converted = 0;
  for (const email of OFFICE.counselors) {
    const counselor = actor(email, 'Counselor');
    const [has] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(websiteProfiles)
      .innerJoin(students, eq(students.id, websiteProfiles.studentId))
      .where(eq(students.counselorId, counselor.id));
    const wanted = CONVERTED_LEADS_EACH - (has?.n ?? 0);
    if (wanted <= 0) continue;
    const leads = await db
      .select({ id: websiteProfiles.id, createdAt: websiteProfiles.createdAt })
      .from(websiteProfiles)
      .where(and(isNull(websiteProfiles.studentId), isNull(websiteProfiles.duplicateOf)))
      .orderBy(asc(websiteProfiles.createdAt))
      .limit(wanted);
    for (const lead of leads) {
      const began = await clock(db);
      const { student } = await convertProfile(db, lead.id, { counselor: counselor.id }, superAdmin);
      // converted a few hours after the enquiry came in
      await spread(db, student._id, began, await clock(db), new Date(lead.createdAt.getTime() + 3 * 3_600_000), 0);
      converted += 1;
    }
  }
  return converted;
}

async function clock(db: Db) {
  const { rows } = await db.execute<{ now: Date }>(sql`select clock_timestamp() as now`);
  return new Date(rows[0]?.now ?? Date.now());
}

/**
 * Moves what the seed just wrote about a student, between `began` and `ended`, to start at `start` and take
 * `share` of the time from then to now: every row keeps its order, so the history reads as it happened.
 */
async function spread(db: Db, studentUuid: string, began: Date, ended: Date, start: Date, share: number) {
  const span = Math.max(1, ended.getTime() - began.getTime());
  const factor = ((Date.now() - start.getTime()) * share) / span;
  const moved = (column: string) =>
    sql.raw(
      `date_trunc('milliseconds', '${start.toISOString()}'::timestamptz + (${column} - '${began.toISOString()}'::timestamptz) * ${factor})`,
    );
  await db.transaction(async (tx) => {
    await tx.execute(sql`update students set created_at = ${moved('created_at')},
      archived_at = case when archived_at is null then null else ${moved('archived_at')} end where id = ${studentUuid}`);
    await tx.execute(sql`update student_events set at = ${moved('at')} where student_id = ${studentUuid}`);
    await tx.execute(
      sql`update student_applicants set assigned_at = ${moved('assigned_at')} where student_id = ${studentUuid}`,
    );
    await tx.execute(sql`update audit_events set at = ${moved('at')} where at >= ${began.toISOString()}::timestamptz
      and (record_id = ${studentUuid} or record_id in (select id::text from university_applications where student_id = ${studentUuid}))`);
    await tx.execute(sql`update visa_decisions set created_at = ${moved('created_at')},
      decided_on = (${moved('created_at')} at time zone 'Asia/Dhaka')::date
      where application_id in (select id from university_applications where student_id = ${studentUuid})`);
    // the ledger's due dates were counted from the decision day, which moved back
    await tx.execute(sql`update commissions c set due_on = c.due_on - ((now() at time zone 'Asia/Dhaka')::date - d.decided_on)
      from (select distinct on (application_id) application_id, decided_on from visa_decisions
        order by application_id, created_at desc) d
      where d.application_id = c.application_id and c.student_id = ${studentUuid}`);
    await tx.execute(sql`update university_applications set created_at = ${moved('created_at')},
      visa_decided_at = case when visa_decided_at is null then null else ${moved('visa_decided_at')} end
      where student_id = ${studentUuid}`);
    // what came in more than three days ago has been read; the bell shows the recent ones
    await tx.execute(sql`update notifications set created_at = ${moved('created_at')},
      is_read = (${moved('created_at')} < now() - interval '3 days') where student_id = ${studentUuid}`);
  });
}
