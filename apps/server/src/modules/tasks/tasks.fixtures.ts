import { callerOf, makeEmployee, testApp } from '../../../test/helpers.ts';

/** A due time `minutes` from now (in the past when negative), as the API takes it. */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

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
