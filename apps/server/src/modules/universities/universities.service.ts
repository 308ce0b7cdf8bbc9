import { ErrorCode } from '@studydesk/shared/errors';
import {
  type SuggestionField,
  UNIVERSITY_PAGE_SIZE,
  type UniversityBody,
  type UniversityFilter,
  universityBodySchema,
  universityFilterSchema,
} from '@studydesk/shared/website-leads';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { escapeLike } from '../../db/like.ts';
import { universities, universityCourses, webApplications } from '../../db/schema/website.ts';
import { AppError, notFound } from '../../platform/errors.ts';

const startsWith = (column: SQL, text: string) => sql`lower(${column}) like ${`${escapeLike(text.toLowerCase())}%`}`;
const contains = (column: SQL, text: string) => sql`lower(${column}) like ${`%${escapeLike(text.toLowerCase())}%`}`;

/** Country by its start, course anywhere in a course's subject, intake by the start of one of the intakes. */
function filterConditions({ country, course, intake }: ReturnType<typeof universityFilterSchema.parse>) {
  return and(
    country ? startsWith(sql`${universities.country}`, country) : undefined,
    course
      ? sql`exists (select 1 from ${universityCourses} c where c.university_id = ${universities.id} and ${contains(sql`c.subject`, course)})`
      : undefined,
    intake
      ? sql`exists (select 1 from unnest(${universities.intakes}) i where ${startsWith(sql`i`, intake)})`
      : undefined,
  );
}

/** A page of the catalogue (10 a page, SPEC.md 9), best ranked first, each university with its courses. */
export async function listUniversities(db: Db, query: UniversityFilter) {
  const filter = universityFilterSchema.parse(query);
  const where = filterConditions(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(universities)
      .where(where)
      .orderBy(sql`${universities.worldRank} asc nulls last`, asc(universities.name))
      .limit(UNIVERSITY_PAGE_SIZE)
      .offset((filter.page - 1) * UNIVERSITY_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(universities).where(where),
  ]);
  return { universities: await withCourses(db, rows), total: counted?.n ?? 0 };
}

type UniversityRow = typeof universities.$inferSelect;

async function withCourses(db: Tx, rows: UniversityRow[]) {
  const ids = rows.map((r) => r.id);
  const courses = ids.length
    ? await db
        .select()
        .from(universityCourses)
        .where(inArray(universityCourses.universityId, ids))
        .orderBy(asc(universityCourses.subject))
    : [];
  return rows.map(({ id, createdAt: _, ...row }) => ({
    ...row,
    _id: id,
    courses: courses
      .filter((c) => c.universityId === id)
      .map(({ id: courseId, universityId: __, ...course }) => ({ _id: courseId, ...course })),
  }));
}

/** Up to ten distinct values starting with `prefix`, for the filter's and the application form's suggestions. */
export async function suggestValues(db: Db, field: SuggestionField, prefix: string) {
  const pattern = `${escapeLike(prefix.toLowerCase())}%`;
  const source = {
    country: sql`select distinct country as v from ${universities}`,
    course: sql`select distinct subject as v from ${universityCourses}`,
    intake: sql`select distinct unnest(intakes) as v from ${universities}`,
    university: sql`select distinct name as v from ${universities}`,
  }[field];
  const { rows } = await db.execute<{ v: string }>(
    sql`select v from (${source}) values where lower(v) like ${pattern} order by lower(v) limit 10`,
  );
  return rows.map((r) => r.v);
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'spring',
  'summer',
  'fall',
  'winter',
];
const calendarOrder = (intake: string) => {
  const at = MONTHS.indexOf(intake.toLowerCase());
  return at < 0 ? MONTHS.length : at;
};

/** Every country and intake of the catalogue, for the course finder's Country and Intake choices. */
export async function catalogueChoices(db: Db) {
  const [countries, intakes] = await Promise.all([
    db.execute<{ v: string }>(sql`select distinct country as v from ${universities} order by 1`),
    db.execute<{ v: string }>(sql`select distinct unnest(intakes) as v from ${universities}`),
  ]);
  return {
    countries: countries.rows.map((r) => r.v),
    intakes: intakes.rows.map((r) => r.v).sort((a, b) => calendarOrder(a) - calendarOrder(b) || a.localeCompare(b)),
  };
}

const duplicate = () =>
  new AppError(ErrorCode.UNIVERSITY_EXISTS, 'A university with this name already exists in this country.', {
    name: 'Already in the catalogue for this country',
  });

export async function createUniversity(db: Db, input: UniversityBody) {
  const { courses, ...fields } = universityBodySchema.parse(input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(universities).values(fields).returning({ id: universities.id });
      if (!row) throw new Error('insert returned nothing');
      if (courses.length) {
        await tx.insert(universityCourses).values(courses.map(({ _id, ...c }) => ({ ...c, universityId: row.id })));
      }
      return getUniversity(tx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'universities_name_country_key')) throw duplicate();
    throw error;
  }
}

/**
 * Replaces a university's fields and courses: courses with an id are kept and updated, new ones added,
 * the missing ones removed, unless a visitor has applied to them.
 */
export async function updateUniversity(db: Db, id: string, input: UniversityBody) {
  const { courses, ...fields } = universityBodySchema.parse(input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.update(universities).set(fields).where(eq(universities.id, id)).returning();
      if (!row) throw notFound('University');
      const kept = courses.flatMap((c) => (c._id ? [c._id] : []));
      // Locked before the check: a visitor applying to one meanwhile either finished (its application is seen
      // below) or waits and then finds the course gone; never an application left pointing at a removed course.
      const removed = await tx
        .select({ id: universityCourses.id, subject: universityCourses.subject })
        .from(universityCourses)
        .where(
          and(eq(universityCourses.universityId, id), kept.length ? notInArray(universityCourses.id, kept) : undefined),
        )
        .for('update');
      if (removed.length) {
        const [applied] = await tx
          .select({ courseId: webApplications.courseId })
          .from(webApplications)
          .where(
            inArray(
              webApplications.courseId,
              removed.map((c) => c.id),
            ),
          )
          .limit(1);
        const subject = removed.find((c) => c.id === applied?.courseId)?.subject;
        if (subject) {
          throw new AppError(ErrorCode.COURSE_IN_USE, `${subject} has applications and cannot be removed.`);
        }
        await tx.delete(universityCourses).where(
          inArray(
            universityCourses.id,
            removed.map((c) => c.id),
          ),
        );
      }
      for (const { _id, ...course } of courses) {
        if (!_id) {
          await tx.insert(universityCourses).values({ ...course, universityId: id });
          continue;
        }
        const updated = await tx
          .update(universityCourses)
          .set(course)
          .where(and(eq(universityCourses.id, _id), eq(universityCourses.universityId, id)))
          .returning({ id: universityCourses.id });
        if (!updated.length) throw notFound('Course');
      }
      return getUniversity(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'universities_name_country_key')) throw duplicate();
    throw error;
  }
}

async function getUniversity(db: Tx, id: string) {
  const rows = await db.select().from(universities).where(eq(universities.id, id));
  const [university] = await withCourses(db, rows);
  if (!university) throw notFound('University');
  return university;
}

/** A course with its university, as a web application card shows it (SPEC.md 3, `courseId`). */
export const courseColumns = {
  _id: universityCourses.id,
  subject: universityCourses.subject,
  university: universities.name,
  universityId: universities.id,
  level: universityCourses.level,
  destination: universities.country,
  ieltsScore: universityCourses.ieltsScore,
  location: universities.location,
  campusCity: universityCourses.campusCity,
  tuitionFees: universityCourses.tuitionFees,
  applicationFees: universityCourses.applicationFees,
  duration: universityCourses.duration,
  worldRank: universities.worldRank,
  internationalStudent: universities.internationalStudents,
  courseDetailLink: universityCourses.detailLink,
  universityDetailLink: universities.detailLink,
  intakes: universities.intakes,
};

/**
 * The course to apply to, held FOR KEY SHARE until the transaction ends: removing it from the catalogue meanwhile
 * waits for the application, and a removal that came first leaves nothing here (not a foreign-key failure later).
 */
export async function lockedCourse(tx: Tx, courseId: string) {
  const [course] = await tx
    .select(courseColumns)
    .from(universityCourses)
    .innerJoin(universities, eq(universities.id, universityCourses.universityId))
    .where(eq(universityCourses.id, courseId))
    .for('key share', { of: universityCourses });
  return course;
}
