import { sql } from 'drizzle-orm';
import { callerOf, makeEmployee, testApp } from '../../../test/helpers.ts';
import { OFFICE_DATE, officeDay } from '../../db/office-time.ts';

/** A due time `minutes` from now (in the past when negative), as the API takes it. */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * A moment (SQL) late on the office day `days` before today, and yet less than `days` times 24 hours ago, at whatever
 * hour it is now: halfway between those 24-hour periods ago and the end of that day, worked out from the database's
 * now() and the office's midnight. A stage begun then is `days` office days old, and `days - 1` whole 24 hours.
 */
export const lateOnOfficeDay = (days: number) => {
  const midnight = officeDay(OFFICE_DATE);
  return sql`(${midnight} + (now() - ${midnight} + interval '1 day') / 2 - interval '1 day' * ${days})`;
};

/**
 * One test file's app and database (testApp), the office the follow-up tests work in, each signed in, and `call` to
 * ask the API as one of them. Called once at the top of each file: every file has a database of its own.
 */
export async function tasksTestApp() {
  const { app, db, pool, config } = await testApp();
  const admin = await makeEmployee(db, ['Super Admin']);
  const receptionist = await makeEmployee(db, ['receptionist']);
  const counselor = await makeEmployee(db, ['Counselor']);
  const otherCounselor = await makeEmployee(db, ['Counselor']);
  const hr = await makeEmployee(db, ['Hr']);
  const call = callerOf(app);
  return { app, db, pool, config, admin, receptionist, counselor, otherCounselor, hr, call };
}
