import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What the reports need of each live student (issue 20), kept by `report_facts_refresh` (migrations 0041, 0042) in
 * the transaction of every change to the student, its events, applications or website profile: the dimensions it is
 * counted under, the office day it first reached each funnel step (null: not reached), its status and the office
 * day of its last activity, the office day of its first advice and its finished stays. The rules of source,
 * country, steps and stays are written there, once.
 */
export const reportFacts = pgTable('report_facts', {
  studentId: uuid('student_id').primaryKey(),
  counselorId: uuid('counselor_id'),
  source: text('source').notNull(),
  country: text('country'),
  intake: text('intake'),
  leadOn: date('lead_on', { mode: 'string' }).notNull(),
  enrolledOn: date('enrolled_on', { mode: 'string' }),
  applicationOn: date('application_on', { mode: 'string' }),
  offerOn: date('offer_on', { mode: 'string' }),
  visaOn: date('visa_on', { mode: 'string' }),
  successOn: date('success_on', { mode: 'string' }),
  status: text('status'),
  activeOn: date('active_on', { mode: 'string' }),
  adviceOn: date('advice_on', { mode: 'string' }),
  /** Each stay that ended: the status left, the office day it was left and its length in office days. */
  stays: jsonb('stays').$type<{ status: string; left_on: string; days: number }[]>().notNull().default([]),
  /** The office hour (0 to 23) of its last activity, on `activeOn`: the stalled students' cutoff is read by the hour. */
  activeHour: smallint('active_hour'),
});

/**
 * The students first reaching each funnel step (0 lead … 5 success) per office day and per month, in every
 * grouping set of counselor × source × country (`dims` is PostgreSQL's GROUPING() of the three: a set bit is a
 * dimension summed over, its column then null). Kept from the facts' changes in the same statement.
 */
export const reportFunnelCounts = pgTable(
  'report_funnel_counts',
  {
    dims: smallint('dims').notNull(),
    grain: text('grain').$type<'day' | 'month'>().notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    step: smallint('step').notNull(),
    counselorId: uuid('counselor_id'),
    source: text('source'),
    country: text('country'),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('report_funnel_counts_key')
      .on(t.dims, t.grain, t.period, t.step, t.counselorId, t.source, t.country)
      .nullsNotDistinct(),
  ],
);

/**
 * The reports' other measures, per office day and per month in the same grouping sets as the funnel counts, from
 * `report_fact_measures` (migration 0042): `stay:<status>` (a stay that ended that day, `value` its days),
 * `ever-enrolled` and `success-now` (a lead of that day that was enrolled once, that is successful now),
 * * `first-advice` (a lead of that day, `value` the days to its first advice), `quiet:<status>` (a student in that
 * status whose last activity was that day).
 */
export const reportMeasureCounts = pgTable(
  'report_measure_counts',
  {
    dims: smallint('dims').notNull(),
    grain: text('grain').$type<'day' | 'month'>().notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    measure: text('measure').notNull(),
    value: integer('value').notNull(),
    counselorId: uuid('counselor_id'),
    source: text('source'),
    country: text('country'),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('report_measure_counts_key')
      .on(t.dims, t.measure, t.grain, t.period, t.value, t.counselorId, t.source, t.country)
      .nullsNotDistinct(),
  ],
);

/** How each destination country (lower case, the funnel's key) is shown: as it was first written. */
export const reportCountries = pgTable('report_countries', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
});

/**
 * The moment the stalled counts were kept at (one row): `at`, an hour's start, and the stall days then (`days`, the
 * defaults under the saved ones). A student is counted stalled there when quiet since before `at` less its status's
 * days. Moved on each hour by the job queue and kept again whenever the stall days are saved, both by
 * `stalled_counts_keep` (migration 0062; 0064 moves each keeper's counts with it).
 */
export const stallMark = pgTable(
  'stall_mark',
  {
    one: boolean('one').primaryKey().default(true),
    at: timestamp('at', { withTimezone: true }).notNull(),
    days: jsonb('days').$type<Record<string, number>>().notNull(),
  },
  (t) => [check('stall_mark_one', sql`${t.one}`)],
);

/**
 * The live students stalled at the mark, per counselor (null: none) and status that stalls: kept by
 * `report_facts_refresh` in the statement that changes a student's facts. The students stalled now are these and
 * those whose cutoff the mark and now lie either side of (an hour of activity when the queue runs).
 */
export const stalledCounts = pgTable(
  'stalled_counts',
  {
    counselorId: uuid('counselor_id'),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [unique('stalled_counts_key').on(t.counselorId, t.status).nullsNotDistinct()],
);
