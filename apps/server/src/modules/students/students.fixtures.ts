import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';

/**
 * One test file's app and database (testApp), the office the students tests work in, each signed in, and `call` and
 * `get` to ask the API as one of them. Called once at the top of each file: every file has a database of its own.
 */
export async function studentsTestApp() {
  const { app, db } = await testApp();
  const admin = await makeEmployee(db, ['Super Admin']);
  const receptionist = await makeEmployee(db, ['receptionist']);
  const counselor = await makeEmployee(db, ['Counselor'], { name: 'Nusrat Counselor' });
  const otherCounselor = await makeEmployee(db, ['Counselor']);
  const officer = await makeEmployee(db, ['admin Officer']);
  const call = callerOf(app);
  const get = (url: string, who: TestEmployee) => call('GET', url, who);
  return { app, db, admin, receptionist, counselor, otherCounselor, officer, call, get };
}
