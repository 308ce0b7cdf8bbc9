import { MESSAGE_LANGUAGES } from '@studydesk/shared/message-languages';
import type { WebsiteProfileAdditional, WebsiteProfileEducation } from '@studydesk/shared/website-leads';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, createdAtMs, employees, students } from '../schema.ts';

// The public side (SPEC.md 2.16 and 3): the university catalogue, website visitors' profiles and their applications.

/** The university catalogue of the public course finder and the Super Admin's university filter (SPEC.md 2.16). */
export const universities = pgTable(
  'universities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    location: text('location').notNull().default(''),
    intakes: text('intakes').array().notNull().default(sql`'{}'::text[]`),
    semesterFee: text('semester_fee').notNull().default(''),
    coursePeriod: text('course_period').notNull().default(''),
    scholarship: boolean('scholarship').notNull().default(false),
    worldRank: integer('world_rank'),
    internationalStudents: text('international_students').notNull().default(''),
    detailLink: text('detail_link').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('universities_name_country_key').on(sql`lower(${t.name})`, sql`lower(${t.country})`),
    index('universities_country_idx').on(sql`lower(${t.country}) collate "C"`),
  ],
);

/** A course a university offers; the public applies to one course at one of the university's intakes. */
export const universityCourses = pgTable(
  'university_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    universityId: uuid('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    level: text('level').notNull().default(''),
    ieltsScore: text('ielts_score').notNull().default(''),
    campusCity: text('campus_city').notNull().default(''),
    tuitionFees: text('tuition_fees').notNull().default(''),
    applicationFees: text('application_fees').notNull().default(''),
    duration: text('duration').notNull().default(''),
    detailLink: text('detail_link').notNull().default(''),
  },
  (t) => [
    index('university_courses_university_idx').on(t.universityId),
    index('university_courses_subject_idx').on(sql`lower(${t.subject}) collate "C"`),
  ],
);

/**
 * A prospective student's enquiry from the public website (SPEC.md 3, Website profile). One per e-mail;
 * a second enquiry with the same e-mail or phone updates it. Converted once into a student.
 */
export const websiteProfiles = pgTable(
  'website_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phoneKey: text('phone_key').notNull().generatedAlwaysAs(sql`regexp_replace(phone, '[^0-9]', '', 'g')`),
    education: jsonb('education').$type<WebsiteProfileEducation>().notNull(),
    additional: jsonb('additional').$type<WebsiteProfileAdditional>().notNull(),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    convertedBy: uuid('converted_by').references(() => employees.id),
    /**
     * An enquiry with the e-mail or phone of an earlier profile, from a browser that is not that profile's visitor:
     * kept apart (an unsigned request never reads or overwrites a profile) and marked for staff to merge.
     */
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => websiteProfiles.id, { onDelete: 'set null' }),
    /** The language of the page the visitor enquired on (null: sent by a caller that did not say): their messages'. */
    messageLanguage: text('message_language', { enum: MESSAGE_LANGUAGES }),
    createdAt: createdAtMs(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('website_profiles_email_idx').on(sql`lower(${t.email})`),
    index('website_profiles_phone_idx').on(t.phoneKey),
    index('website_profiles_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The reports' source rule (a student converted from a website lead) probes this per student.
    index('website_profiles_student_idx').on(t.studentId).where(sql`student_id is not null`),
    uniqueIndex('website_profiles_student_key').on(t.studentId),
  ],
);

/** A website visitor's application to a course (SPEC.md 3, Application (web)); staff move its status. */
export const webApplications = pgTable(
  'web_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => websiteProfiles.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => universityCourses.id),
    intake: text('intake').notNull(),
    status: text('status').notNull().default('submitted'),
    note: text('note').notNull().default(''),
    offerLetter: text('offer_letter').notNull().default(''),
    createdAt: createdAtMs(),
    updatedBy: uuid('updated_by').references(() => employees.id),
  },
  (t) => [uniqueIndex('web_applications_profile_course_key').on(t.profileId, t.courseId, t.intake)],
);
