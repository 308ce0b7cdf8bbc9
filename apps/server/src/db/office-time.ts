import { OFFICE_TIME_ZONE } from '@studydesk/shared/dates';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/** Our own constant, inlined so that equal expressions (SELECT and GROUP BY) stay equal to PostgreSQL. */
export const OFFICE_TZ = sql.raw(`'${OFFICE_TIME_ZONE}'`);

/**
 * Today's date in the office's time zone, worked out once a statement (a subquery: compared with each row of a
 * scan, the time zone's conversion was worked out for every row) and usable as an index's bound.
 */
export const OFFICE_DATE = sql`(select (now() at time zone ${OFFICE_TZ})::date)`;

/** The start of a calendar day in the office's time zone. */
export const officeDay = (day: string | SQL | Placeholder) =>
  sql`((${day})::date)::timestamp at time zone ${OFFICE_TZ}`;

/**
 * Office calendar days from the moment `at` to today: today's office date less the office date of `at`, as the
 * reports count a stay (migration 0042). A stage begun yesterday at 23:30 is a day old at 00:30. One time zone
 * conversion a row and today's date once a statement: no join, no index needed.
 */
export const officeDaysSince = (at: SQL) => sql`(${OFFICE_DATE} - (${at} at time zone ${OFFICE_TZ})::date)`;

const hourOf = new Intl.DateTimeFormat('en-GB', { timeZone: OFFICE_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The hour (0 to 23) it is now in the office's time zone. */
export const officeHour = (now = new Date()) => Number(hourOf.format(now));
