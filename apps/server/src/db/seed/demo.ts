import { parseArgs } from 'node:util';
import pino from 'pino';
import { configOrExit } from '../../config.ts';
import { openDatabase } from '../open.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoAgreements, seedDemoMoney } from './demo-money.ts';
import { seedDemoOffice } from './demo-office.ts';
import { seedDemoReminderLooks } from './demo-reminders.ts';
import { seedDemoStudents } from './demo-students.ts';
import { seedDemoTasks } from './demo-tasks.ts';
import { seedDemoWebsiteLeads } from './demo-website-leads.ts';

/**
 * `npm run seed:demo [-- --students N]`: demo data for trying the product. Works on the same
 * DATA_DIR (or DATABASE_URL) whether the server runs or not: a running embedded PostgreSQL is reused.
 */
/** How many students to add: the one option, or its usage and exit 2 for anything else. */
function studentsWanted() {
  try {
    const { values } = parseArgs({ options: { students: { type: 'string', default: '300' } } });
    if (!/^\d+$/.test(values.students)) throw new Error('--students takes a whole number');
    return Number(values.students);
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : String(error)}\nUsage: npm run seed:demo [-- --students N]`,
    );
    return process.exit(2);
  }
}

const students = studentsWanted();

const log = pino({ level: 'info' });
const database = await openDatabase(configOrExit(), log, { reuseRunning: true });
try {
  await seedDemoAccounts(database.db);
  log.info(`demo accounts ready (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  const started = Date.now();
  const counselors = ['counselor@example.com', 'counselor2@example.com', 'multi@example.com'];
  const added = await seedDemoStudents(database.db, students, counselors, 'receptionist@example.com');
  log.info(`demo students: ${added} added (office of ${students}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  log.info(`demo website leads: ${await seedDemoWebsiteLeads(database.db)} added`);
  log.info(`demo agreements: ${await seedDemoAgreements(database.db)} added`);
  log.info(`demo office (students at every stage, converted leads): ${await seedDemoOffice(database.db)} added`);
  log.info(`demo money (earlier successes, claims, fees, rates): ${await seedDemoMoney(database.db)} students added`);
  log.info(
    `demo tasks and next steps: ${await seedDemoTasks(database.db, counselors, 'superadmin@example.com')} added`,
  );
  log.info(`the missing documents sweep's past looks: ${await seedDemoReminderLooks(database.db)} added`);
} finally {
  await database.close();
}
