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

const hourOf = new Intl.DateTimeFormat('en-GB', { timeZone: OFFICE_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The hour (0 to 23) it is now in the office's time zone. */
export const officeHour = (now = new Date()) => Number(hourOf.format(now));
