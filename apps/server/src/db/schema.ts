import { NOTIFICATION_FOR } from '@studydesk/shared/notifications';
import { ROLES } from '@studydesk/shared/roles';
import { STUDENT_STATUSES, type StudentDetails } from '@studydesk/shared/students';
import { MESSAGE_LANGUAGES } from '@studydesk/shared/templates';
import type { StudentEventKind } from '@studydesk/shared/timeline';
import { sql } from 'drizzle-orm';
import { createdAt, createdAtMs } from './schema/columns.ts';
import { partners } from './schema/money.ts';

export { createdAt, createdAtMs };

import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    familyPhone: text('family_phone'),
    address: text('address'),
    previousExperience: text('previous_experience'),
    salary: text('salary'),
    active: boolean('active').notNull().default(true),
    /** Until when My Day's "new assignments" were acknowledged. */
    myDaySeenAt: timestamp('my_day_seen_at', { withTimezone: true }),
    /** The employee's own choice: reminders of tasks and next steps also come by e-mail (issue 17). */
    remindersByEmail: boolean('reminders_by_email').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employees_employee_id_key').on(t.employeeId),
    uniqueIndex('employees_email_key').on(sql`lower(${t.email})`),
  ],
);

/** One row per role an employee holds; the pair is unique by constraint (ARCHITECTURE.md convention 7). */
export const employeeRoles = pgTable(
  'employee_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('employee_roles_employee_role_key').on(t.employeeId, t.role)],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_employee_idx').on(t.employeeId)],
);

export const studentStatusEnum = pgEnum('student_status', STUDENT_STATUSES);

/** Student ids are allocated by the server from this sequence (5 digits from 10000; 6 after 99999). */
export const studentIdSeq = pgSequence('student_id_seq', { startWith: 10000 });

export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: integer('student_id').notNull().default(sql`nextval('student_id_seq')`),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** Digits of the phone number: with the name, what makes two registrations the same student. */
    phoneKey: text('phone_key').notNull().generatedAlwaysAs(sql`regexp_replace(phone_number, '[^0-9]', '', 'g')`),
    details: jsonb('details').$type<StudentDetails>().notNull(),
    counselorId: uuid('counselor_id').references(() => employees.id),
    /**
     * Who keeps the file now (`student_keeper_of`, migrations 0039 and 0044): the counselor, the admin Officer in
     * application or visa processing, the visa member in visa processing. Kept by triggers from columns with
     * their own foreign keys, so it has none (a bulk load would check it for every row). My Day reads by it.
     */
    keeperId: uuid('keeper_id'),
    status: studentStatusEnum('status').notNull().default('follow-up'),
    advices: text('advices').notNull().default(''),
    createdAt: createdAtMs(),
    createdBy: uuid('created_by').references(() => employees.id),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by').references(() => employees.id),
    removedFrom: uuid('removed_from').references(() => employees.id),
    /** The student this one was merged into (issue 19): set while it is archived by a merge. */
    mergedInto: uuid('merged_into'),
    /** The import that added this student (issue 19), so that the whole import can be undone. */
    importId: uuid('import_id'),
    /** Raised to revoke every public upload link issued before. */
    uploadLinkVersion: integer('upload_link_version').notNull().default(0),
    /** When the current link (of uploadLinkVersion) expires; null while none was issued. */
    uploadLinkExpiresAt: timestamp('upload_link_expires_at', { withTimezone: true }),
    /**
     * Rollups of the student's event log, kept by PostgreSQL in the same statement as each event (the triggers of
     * migration 0024): its latest event, and its latest status change. Stalled students, days in a stage and the
     * reports read these instead of each student's events.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    stageSince: timestamp('stage_since', { withTimezone: true }).notNull().defaultNow(),
    /** When the student opted out of automatic messages (the unsubscribe link of every e-mail); null: not opted out. */
    messagesOptedOutAt: timestamp('messages_opted_out_at', { withTimezone: true }),
    /** The language the student reads their messages in (chosen on their own page, or by staff); null: the office's. */
    messageLanguage: text('message_language', { enum: MESSAGE_LANGUAGES }),
  },
  (t) => [
    uniqueIndex('students_student_id_key').on(t.studentId),
    uniqueIndex('students_same_person_key').on(sql`lower(${t.fullName})`, t.phoneKey).where(sql`archived_at is null`),
    index('students_created_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`archived_at is null`),
    index('students_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()).where(sql`archived_at is null`),
    // The name after the order: a Counselor's newest students read for a part of a name (the window of
    // studentPage) are matched from the index alone, not from each one's row.
    index('students_counselor_created_idx')
      .on(t.counselorId, t.createdAt.desc(), t.id.desc(), t.fullName)
      .where(sql`archived_at is null`),
    // A column of a Counselor's board (and their list by status): one range, newest first, whatever the values, so
    // PostgreSQL keeps the statement's generic plan instead of planning it at every call.
    index('students_counselor_status_created_idx')
      .on(t.counselorId, t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`archived_at is null`),
    // Byte order ("C") lets a name prefix be an index range, and the suggestions walk distinct names on it.
    index('students_name_idx').on(sql`lower(${t.fullName}) collate "C"`).where(sql`archived_at is null`),
    index('students_counselor_name_idx')
      .on(t.counselorId, sql`lower(${t.fullName}) collate "C"`)
      .where(sql`archived_at is null`),
    // The top bar's search (issue 19): a student by phone number and by e-mail.
    index('students_phone_idx').on(t.phoneKey).where(sql`archived_at is null`),
    index('students_email_idx').on(sql`lower(${t.email})`).where(sql`archived_at is null`),
    // Possible duplicates (issue 19): a similar name on the same date of birth.
    index('students_dob_idx').on(sql`(${t.details}->>'dob')`).where(sql`archived_at is null`),
    index('students_passport_idx').on(sql`upper(${t.details}->>'passportNumber')`).where(sql`archived_at is null`),
    index('students_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    // "A Counselor's students whose name contains ...": each name's trigrams with its counselor's id before them
    // (name_keys, migration 0043), so the index holds each counselor's own posting lists.
    index('students_counselor_name_keys_idx')
      .using('gin', sql`name_keys(${t.counselorId}, ${t.fullName})`)
      .where(sql`archived_at is null`),
    index('students_import_idx').on(t.importId).where(sql`import_id is not null`),
    // ReCycle, the latest removed first (an undone import archives many at one moment: the id orders them).
    index('students_archived_idx').on(t.archivedAt.desc(), t.id.desc()).where(sql`archived_at is not null`),
    // Stalled students: each status's own cutoff is a range of these; with their counselor, a report counts them by
    // counselor from the index alone (the counselors report's cutoff hour read the range of every counselor's own).
    index('students_activity_idx').on(t.status, t.lastActivityAt, t.counselorId).where(sql`archived_at is null`),
    index('students_keeper_activity_idx').on(t.keeperId, t.status, t.lastActivityAt).where(sql`archived_at is null`),
    index('students_counselor_activity_idx')
      .on(t.counselorId, t.status, t.lastActivityAt)
      .where(sql`archived_at is null`),
  ],
);

/** Every status a student has had: who set it and when (shown on the details screen). */
/**
 * The one event log of a student's life (docs/decisions.md): every change the timeline, days in a stage, stalled
 * students and the reports need is a row here, written in the same transaction as the change. `status-changed`
 * rows carry `{ from, to }` (from null when the student was registered).
 */
/** Whom an assignment event gives the student to: the new counselor, or the officer assigned to apply. */
export const ASSIGNED_TO = sql.raw(
  "case kind when 'counselor-changed' then payload->>'to' else payload->>'officerId' end",
);

export const studentEvents = pgTable(
  'student_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StudentEventKind>().notNull(),
    actorId: uuid('actor_id').references(() => employees.id),
    // the moment of the statement, not of the transaction: the events of one change keep their order
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('student_events_student_idx').on(t.studentId, t.at.desc(), t.id.desc()),
    index('student_events_kind_idx').on(t.kind, t.at),
    // My Day's new assignments: the moves to an employee (a counselor's or an officer's), newest first, by whom.
    index('student_events_assigned_idx')
      .on(sql`(${ASSIGNED_TO})`, t.at.desc())
      .where(sql`kind in ('counselor-changed', 'applicant-assigned')`),
  ],
);

export const notificationForEnum = pgEnum('notification_for', NOTIFICATION_FOR);

/** One row per recipient; written in the same transaction as the event it tells of. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    for: notificationForEnum('for').notNull(),
    createdAt: createdAtMs(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.recipientId).where(sql`not is_read`),
  ],
);

/**
 * Every uploaded file, never overwritten: the current document of a slot is its newest row, the others its
 * history. `ownerId` is the student (or, later, the application or employee) the slot belongs to.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    slot: text('slot').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => employees.id),
    /** 'staff', or 'public-link' for the student's own upload through the link. */
    uploadedVia: text('uploaded_via').notNull().default('staff'),
    /** When a staff member first opened the file: a link upload nobody opened yet waits in its owner's My Day. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: createdAtMs(),
    /**
     * The keeper of the student who owns the file (`students.keeper_id`; null for an employee's or an
     * application's file), kept by triggers (migration 0048): My Day reads a keeper's unopened link uploads from
     * its own index instead of every unopened upload of the office joined to its student.
     */
    keeperId: uuid('keeper_id'),
  },
  (t) => [
    index('documents_owner_slot_idx').on(t.ownerId, t.slot, t.createdAt.desc()),
    index('documents_to_review_idx')
      .on(t.keeperId, t.createdAt)
      .where(sql`uploaded_via = 'public-link' and opened_at is null`),
  ],
);

/** Server-wide secrets (the key that signs public upload links), made once and shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Who works on a student's applications: every assignment is kept, the current one is unique per student. */
export const studentApplicants = pgTable(
  'student_applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => employees.id),
    assignedBy: uuid('assigned_by').references(() => employees.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    current: boolean('current').notNull().default(true),
  },
  (t) => [
    uniqueIndex('student_applicants_current_key').on(t.studentId).where(sql`current`),
    // An officer's queue: their current students, in the order they were assigned (days waiting).
    index('student_applicants_applicant_assigned_idx').on(t.applicantId, t.assignedAt).where(sql`current`),
  ],
);

/** A university application an officer filed for a student, and its way through the visa section. */
export const universityApplications = pgTable(
  'university_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => employees.id),
    universityName: text('university_name').notNull(),
    subject: text('subject').notNull(),
    country: text('country').notNull(),
    intake: text('intake').notNull(),
    note: text('note').notNull().default(''),
    b2b: text('b2b').notNull().default(''),
    /** The partner the B2B field names (issue 18); `b2b` keeps its name as the spec's lists show it. */
    partnerId: uuid('partner_id').references((): AnyPgColumn => partners.id),
    courseLevel: text('course_level').notNull().default(''),
    tuitionFeeMinor: bigint('tuition_fee_minor', { mode: 'number' }),
    tuitionCurrency: text('tuition_currency'),
    link: text('link').notNull().default(''),
    status: text('status').notNull().default('applied'),
    visaTeamId: uuid('visa_team_id').references(() => employees.id),
    visaStatus: studentStatusEnum('visa_status'),
    visaDecidedBy: uuid('visa_decided_by').references(() => employees.id),
    visaDecidedAt: timestamp('visa_decided_at', { withTimezone: true }),
    /** A removed application is archived, never deleted: its documents stay with it (docs/decisions.md). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => employees.id),
    createdAt: createdAtMs(),
  },
  (t) => [
    index('university_applications_student_idx').on(t.studentId, t.createdAt),
    index('university_applications_visa_idx').on(t.visaTeamId),
    index('university_applications_b2b_idx').on(t.createdAt.desc()).where(sql`b2b <> ''`),
  ],
);

/**
 * Every visa outcome recorded for an application, never overwritten: the newest is the application's outcome (its
 * `visaStatus`), the earlier ones stay as the history a correction leaves. The decision letter is a document row.
 */
export const visaDecisions = pgTable(
  'visa_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => universityApplications.id, { onDelete: 'cascade' }),
    status: studentStatusEnum('status').notNull(),
    decidedOn: date('decided_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    refusalReason: text('refusal_reason').notNull().default(''),
    letterId: uuid('letter_id').references(() => documents.id),
    decidedBy: uuid('decided_by').references(() => employees.id),
    createdAt: createdAtMs(),
  },
  (t) => [index('visa_decisions_application_idx').on(t.applicationId, t.createdAt)],
);

/** Who changed what, before and after, when: written in the transaction of the change it records. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`date_trunc('milliseconds', now())`),
    actorId: uuid('actor_id').references(() => employees.id),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_record_idx').on(t.recordType, t.recordId, t.at.desc()),
    index('audit_events_actor_idx').on(t.actorId, t.at.desc()),
  ],
);

export type StudentRow = typeof students.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;
