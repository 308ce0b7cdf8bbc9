import type { VisitorAnswer } from '@studydesk/shared/contracts/website-leads';
import { ErrorCode } from '@studydesk/shared/errors';
import { searchDigits } from '@studydesk/shared/phone';
import { firstName } from '@studydesk/shared/portal';
import type { CreateStudentInput } from '@studydesk/shared/students';
import {
  applyBodySchema,
  type convertBodySchema,
  type profileListQuerySchema,
  type WebApplicationStatus,
  type WebsiteProfile,
  type webApplicationUpdateSchema,
} from '@studydesk/shared/website-leads';
import { and, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { listOrder, type OrderColumns } from '../../db/order.ts';
import { universities, universityCourses, webApplications, websiteProfiles } from '../../db/schema/website.ts';
import { employees, students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { changedFields, recordAudit } from '../audit/audit.service.ts';
import { survivorOf } from '../merge/merged-into.ts';
import { registerStudent } from '../students/students.service.ts';
import { courseColumns, lockedCourse } from '../universities/universities.service.ts';

export const profileNotFound = () => notFound('Website profile');

const counselors = sql`counselor`;
/** The earlier profile a possible duplicate points at. */
const earlier = alias(websiteProfiles, 'earlier');
const profileColumns = {
  id: websiteProfiles.id,
  createdAt: websiteProfiles.createdAt,
  name: websiteProfiles.name,
  phone: websiteProfiles.phone,
  email: websiteProfiles.email,
  education: websiteProfiles.education,
  additional: websiteProfiles.additional,
  studentUuid: students.id,
  studentId: students.studentId,
  fullName: students.fullName,
  counselorId: sql<string | null>`${counselors}.id`,
  counselorName: sql<string | null>`${counselors}.name`,
  counselorEmployeeId: sql<string | null>`${counselors}.employee_id`,
  earlierId: earlier.id,
  earlierName: earlier.name,
  earlierCreatedAt: earlier.createdAt,
};

/**
 * The student a lead's link opens: the one it was converted into or, once a merge archived that one into another, the
 * survivor (survivorOf). The lead keeps its own student: website_profiles_student_key lets a student be one lead's
 * only, and the survivor may have its own.
 */
const linked = sql`lateral (select ${survivorOf(sql`${websiteProfiles.studentId}`)} as id) as linked`;
const linkedStudent = sql`${students.id} = linked.id`;

function selectProfiles(db: Tx) {
  return db
    .select(profileColumns)
    .from(websiteProfiles)
    .leftJoin(linked, sql`true`)
    .leftJoin(students, linkedStudent)
    .leftJoin(sql`${employees} as ${counselors}`, sql`${counselors}.id = ${students.counselorId}`)
    .leftJoin(earlier, eq(earlier.id, websiteProfiles.duplicateOf));
}

type ProfileRow = Awaited<ReturnType<ReturnType<typeof selectProfiles>['execute']>>[number];

function toProfile(row: ProfileRow): WebsiteProfile {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    general: { name: row.name, phone: row.phone, email: row.email },
    education: row.education,
    additional: row.additional,
    student:
      row.studentUuid && row.studentId !== null && row.fullName !== null
        ? {
            _id: row.studentUuid,
            studentId: row.studentId,
            fullName: row.fullName,
            counselor:
              row.counselorId && row.counselorName && row.counselorEmployeeId
                ? { id: row.counselorId, employee_id: row.counselorEmployeeId, name: row.counselorName }
                : null,
          }
        : null,
    possibleDuplicateOf:
      row.earlierId && row.earlierName !== null && row.earlierCreatedAt
        ? { _id: row.earlierId, name: row.earlierName, createdAt: row.earlierCreatedAt.toISOString() }
        : null,
  };
}

/** The leads a counselor sees: profiles converted into their own students, while not deleted (archived). */
export const convertedFor = (counselorUuid: string) =>
  and(isNotNull(websiteProfiles.studentId), eq(students.counselorId, counselorUuid), isNull(students.archivedAt));

/** Whether the Counselor sees this lead (convertedFor): its link opens one of their own live students. */
export async function inCounselorsReach(db: Db, profileId: string, counselorUuid: string) {
  const [row] = await db
    .select({ id: websiteProfiles.id })
    .from(websiteProfiles)
    .leftJoin(linked, sql`true`)
    .innerJoin(students, linkedStudent)
    .where(and(eq(websiteProfiles.id, profileId), convertedFor(counselorUuid)));
  return Boolean(row);
}

type ProfileListQuery = z.output<typeof profileListQuerySchema>;

/** Website-Leads' search (a part of the name, e-mail or phone's digits) and filter (converted, a destination). */
function profileConditions({ q, converted, country }: ProfileListQuery, owner?: SQL) {
  const like = `%${escapeLike(q.toLowerCase())}%`;
  const digits = searchDigits(q);
  return and(
    owner,
    q
      ? or(
          sql`lower(${websiteProfiles.name}) like ${like}`,
          sql`lower(${websiteProfiles.email}) like ${like}`,
          digits.length >= 3 ? sql`${websiteProfiles.phoneKey} like ${`%${digits}%`}` : undefined,
        )
      : undefined,
    converted === 'converted' ? isNotNull(websiteProfiles.studentId) : undefined,
    converted === 'new' ? isNull(websiteProfiles.studentId) : undefined,
    country ? sql`${websiteProfiles.education}->'chosenCountries' @> ${JSON.stringify([country])}::jsonb` : undefined,
  );
}

const ORDER_COLUMNS: OrderColumns = {
  createdAt: sql`${websiteProfiles.createdAt}`,
  id: sql`${websiteProfiles.id}`,
  name: sql`lower(${websiteProfiles.name})`,
};

/** A page of website profiles, newest first or in the order asked for, with the total for numbered page buttons (SPEC.md 2.16). */
export async function listProfiles(db: Db, query: ProfileListQuery, owner?: SQL) {
  const { page, pageSize, sort } = query;
  const where = profileConditions(query, owner);
  const counting = db.select({ n: sql<number>`count(*)::int` }).from(websiteProfiles).$dynamic();
  const [rows, [counted]] = await Promise.all([
    selectProfiles(db)
      .where(where)
      .orderBy(listOrder(sort, ORDER_COLUMNS))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // only a counselor's leads (`owner`) are counted by their student: each one's link is then followed
    owner ? counting.leftJoin(linked, sql`true`).leftJoin(students, linkedStudent).where(where) : counting.where(where),
  ]);
  return { profiles: rows.map(toProfile), totalProfiles: counted?.n ?? 0 };
}

export async function getProfile(db: Tx, profileId: string) {
  const [row] = await selectProfiles(db).where(eq(websiteProfiles.id, profileId));
  if (!row) throw profileNotFound();
  return toProfile(row);
}

const { intakes: _, ...cardColumns } = courseColumns;

/** A profile's applications, newest first, each with its course as the card shows it. */
export async function listApplications(db: Tx, profileId: string, only?: string) {
  const rows = await db
    .select({
      id: webApplications.id,
      status: webApplications.status,
      createdAt: webApplications.createdAt,
      note: webApplications.note,
      offerLetter: webApplications.offerLetter,
      intake: webApplications.intake,
      course: cardColumns,
    })
    .from(webApplications)
    .innerJoin(universityCourses, eq(universityCourses.id, webApplications.courseId))
    .innerJoin(universities, eq(universities.id, universityCourses.universityId))
    .where(and(eq(webApplications.profileId, profileId), only ? eq(webApplications.id, only) : undefined))
    .orderBy(desc(webApplications.createdAt));
  return rows.map((r) => ({
    _id: r.id,
    courseId: { ...r.course, intake: r.intake },
    status: r.status as WebApplicationStatus,
    createdAt: r.createdAt.toISOString(),
    note: r.note,
    offerLetter: r.offerLetter,
  }));
}

/**
 * The visitor's own page (GET /public/my-profile), built field by field: what they typed, whether their enquiry
 * became a student file and their counselor's first name (as the student portal names them), and each
 * application's course and status. Not the earlier enquiry theirs may duplicate, which is someone else's, nor any
 * uuid or employee id of staff, nor the staff's note and offer letter link.
 */
export async function visitorView(db: Tx, profile: WebsiteProfile): Promise<VisitorAnswer> {
  const { name, phone, email } = profile.general;
  const counselor = profile.student?.counselor?.name;
  const applications = await listApplications(db, profile._id);
  return {
    profile: {
      createdAt: profile.createdAt,
      general: { name, phone, email },
      education: profile.education,
      additional: profile.additional,
      converted: profile.student !== null,
      counselorFirstName: counselor ? firstName(counselor) || null : null,
    },
    applications: applications.map(({ _id, status, createdAt, courseId: course }) => ({
      _id,
      status,
      createdAt,
      courseId: { _id: course._id, subject: course.subject, university: course.university, intake: course.intake },
    })),
  };
}

/**
 * The visitor applies to a course at one of its university's intakes; once per course and intake. Null when the
 * profile is gone: merged into another by staff, perhaps while this waited for it. The profile and the course are
 * held FOR KEY SHARE until the application is saved, so a merge or a course's removal meanwhile waits for it.
 */
export async function applyToCourse(db: Db, profileId: string, input: z.input<typeof applyBodySchema>) {
  const { courseId, intake, note } = applyBodySchema.parse(input);
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: websiteProfiles.id })
      .from(websiteProfiles)
      .where(eq(websiteProfiles.id, profileId))
      .for('key share');
    if (!profile) return null;
    const course = await lockedCourse(tx, courseId);
    if (!course) throw notFound('Course');
    const chosen = course.intakes.find((i) => i.toLowerCase() === intake.toLowerCase());
    if (!chosen) {
      throw invalid({
        intake: `Choose one of: ${course.intakes.join(', ') || 'no intake is open'}`,
      });
    }
    // Nothing inserted is the same course and intake applied to before (or by a second click at the same moment).
    const [row] = await tx
      .insert(webApplications)
      .values({ profileId, courseId, intake: chosen, note })
      .onConflictDoNothing({ target: [webApplications.profileId, webApplications.courseId, webApplications.intake] })
      .returning({ id: webApplications.id });
    if (!row) {
      throw new AppError(ErrorCode.ALREADY_APPLIED, `You have already applied to ${course.subject} for ${chosen}.`);
    }
    const [application] = await listApplications(tx, profileId, row.id);
    if (!application) throw new Error('application vanished');
    return application;
  });
}

/** Staff move an application on: its status, note or offer letter link; the change is audited with it. */
export async function updateApplication(
  db: Db,
  profileId: string,
  applicationId: string,
  change: z.infer<typeof webApplicationUpdateSchema>,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: webApplications.status, note: webApplications.note, offerLetter: webApplications.offerLetter })
      .from(webApplications)
      .where(and(eq(webApplications.id, applicationId), eq(webApplications.profileId, profileId)))
      .for('update');
    if (!before) throw notFound('Application');
    await tx
      .update(webApplications)
      .set({ ...change, updatedBy: actor.id })
      .where(eq(webApplications.id, applicationId));
    const changed = changedFields(before, change);
    if (changed) {
      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'web-application',
        recordId: applicationId,
        action: 'updated',
        ...changed,
      });
    }
    const [application] = await listApplications(tx, profileId, applicationId);
    return application;
  });
}

/** Qualification of the enquiry form → the Create Student form's level (SPEC.md 3, blocks 1 to 4). */
const LEVEL_OF: Record<string, 1 | 2 | 3 | 4> = {
  SSC: 1,
  'O Level': 1,
  HSC: 2,
  'A Level': 2,
  Diploma: 2,
  Bachelor: 3,
  Masters: 4,
};
const spelling = (qualification: string) => qualification.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The level of an enquiry's qualification and the form's name for it, however an API caller spelt it ("hsc",
 * " a  level"); undefined for one the form has no level for.
 */
function levelOf(qualification: string) {
  const typed = spelling(qualification);
  const found = Object.entries(LEVEL_OF).find(([name]) => spelling(name) === typed);
  return found && { name: found[0], level: found[1] };
}

/** The assign step's choices: the counselor, and the phone corrected when the enquiry's cannot be dialled. */
type ConvertChoice = z.output<typeof convertBodySchema>;

/** The Create Student input a profile prefills: its contact, scores, countries and latest course choice. */
async function studentInputOf(tx: Tx, profile: WebsiteProfile, choice: ConvertChoice): Promise<CreateStudentInput> {
  const { general, education, additional } = profile;
  const [latest] = await listApplications(tx, profile._id);
  const level = levelOf(education.qualification);
  return {
    fullName: general.name,
    email: general.email,
    phoneNumber: choice.phoneNumber ?? general.phone,
    counselor: choice.counselor,
    howKnow: 'Website',
    street: additional.address,
    englishProficiency: education.englishTest,
    reading: education.reading,
    writing: education.writing,
    listening: education.listening,
    specking: education.speaking,
    overall: education.total,
    chosenCountryName: education.chosenCountries.join(', ').slice(0, 100),
    ...(level
      ? { [`courseTitle${level.level}`]: level.name, [`grade${level.level}`]: education.qualificationScore }
      : {}),
    ...(latest
      ? {
          universityChoice: latest.courseId.university,
          course: latest.courseId.subject,
          intake: latest.courseId.intake,
        }
      : {}),
  };
}

/**
 * The assign step of the Student Profile screen: the lead becomes a follow-up student of the counselor,
 * linked both ways, in one transaction with the counselor's notification. A lead converts once.
 */
export async function convertProfile(db: Db, profileId: string, choice: ConvertChoice, actor: Actor) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ studentId: websiteProfiles.studentId, messageLanguage: websiteProfiles.messageLanguage })
      .from(websiteProfiles)
      .where(eq(websiteProfiles.id, profileId))
      .for('update');
    if (!locked) throw profileNotFound();
    const profile = await getProfile(tx, profileId);
    if (locked.studentId) {
      throw new AppError(
        ErrorCode.ALREADY_STUDENT,
        profile.student
          ? `${profile.general.name} is already a student (${profile.student.studentId}).`
          : `${profile.general.name} is already a student.`,
      );
    }
    const input = await studentInputOf(tx, profile, choice);
    // the language of the page they enquired on: the welcome that goes out now is in it
    const { student, deliveries } = await registerStudent(
      tx,
      { ...input, messageLanguage: locked.messageLanguage ?? '' },
      actor,
    );
    await tx
      .update(websiteProfiles)
      .set({ studentId: student._id, convertedBy: actor.id })
      .where(eq(websiteProfiles.id, profileId));
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'website-profile',
      recordId: profileId,
      action: 'converted',
      before: { student: null },
      after: { student: student.studentId, counselor: student.counselor?.employee_name ?? null },
    });
    return { profile: await getProfile(tx, profileId), student, deliveries };
  });
}
