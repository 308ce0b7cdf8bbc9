import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Role } from '@studydesk/shared/roles';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect, type Db, type Tx } from '../src/db/client.ts';
import { employeeRoles, employees } from '../src/db/schema.ts';
import { hashPassword } from '../src/platform/auth/password.ts';
import { createSession, SESSION_COOKIE } from '../src/platform/auth/sessions.ts';
import { startJobs } from '../src/platform/jobs.ts';

async function adminQuery(templateUrl: string, sql: string) {
  const url = new URL(templateUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh copy of the migrated database and an app on it, for one test file; dropped after the file. `withJobs`
 * starts the job queue on it (imports), polling every half second.
 */
export async function testApp(env: Record<string, string> = {}, { withJobs = false } = {}) {
  const templateUrl = inject('templateUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(templateUrl, `create database ${name} template ${template}`);
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/${name}`, LOGIN_RATE_LIMIT: '1000', ...env });
  const { pool, db } = connect(url.toString(), config.DATABASE_POOL_SIZE);
  const jobs = withJobs ? await startJobs(pool, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5 }) : undefined;
  const app = await buildApp({ config, db, jobs });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await jobs?.stop();
    await pool.end();
    await adminQuery(templateUrl, `drop database if exists ${name} with (force)`);
  });
  return { app, db, pool, config, jobs };
}

export const PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;
let counter = 0;

export interface TestEmployee {
  id: string;
  employeeId: string;
  name: string;
  email: string;
  roles: Role[];
  /** A Cookie header of a session in the employee's first role. */
  cookie: string;
}

/**
 * Asks the API as `who`, with their session's cookie: `const call = callerOf(app)`, then
 * `call('POST', '/tasks', counselor, body)`.
 */
export function callerOf(app: FastifyInstance) {
  return (
    method: InjectOptions['method'],
    url: string,
    who: TestEmployee,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/api/v1${url}`, headers: { cookie: who.cookie }, payload });
}

/** An employee holding `roles`, already signed in (in the first role). */
export async function makeEmployee(db: Db, roles: Role[], fields: { name?: string; email?: string } = {}) {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString('hex')}`;
  passwordHash ??= hashPassword(PASSWORD);
  const [row] = await db
    .insert(employees)
    .values({
      employeeId: `E${suffix}`,
      name: fields.name ?? `Employee ${suffix}`,
      email: fields.email ?? `employee${suffix}@example.com`,
      passwordHash: await passwordHash,
    })
    .returning();
  if (!row) throw new Error('no employee');
  if (roles.length) await db.insert(employeeRoles).values(roles.map((role) => ({ employeeId: row.id, role })));
  const cookie = roles[0] ? await cookieFor(db, row.id, roles[0]) : '';
  return {
    id: row.id,
    employeeId: row.employeeId,
    name: row.name,
    email: row.email,
    roles,
    cookie,
  } satisfies TestEmployee;
}

export async function cookieFor(db: Db, employeeId: string, role: Role) {
  const { token } = await createSession(db, employeeId, role, 1);
  return `${SESSION_COOKIE}=${token}`;
}

/** The `sid` cookie a response set, as a Cookie header. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const found = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return found ? `${SESSION_COOKIE}=${found.value}` : '';
}

/** Connections open to this test's database that ran a COPY of copyFields (each its own, outside the pool). */
export async function openCopies(db: Db) {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'copy (%'`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * How many statements of this test's database wait for a lock another transaction holds (those whose text is
 * `like` the pattern, when given): how a test knows a request reached the lock it holds open for it.
 */
export async function lockWaits(db: Db, like = '%') {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and query like ${like}`);
  return rows[0]?.n ?? 0;
}

/** The statements of a migration file, to run again over data written before it (a data fix's test). */
export async function migrationStatements(file: string) {
  const text = await readFile(path.resolve(import.meta.dirname, '../src/db/migrations', file), 'utf8');
  return text.split('--> statement-breakpoint').map((statement) => sql.raw(statement));
}

/**
 * Runs `work` in a transaction and holds it open until `release()`, its locks kept: what another request does
 * meanwhile is what it does beside that change. `opened` once `work` is done (rejected if it failed), `ended` once
 * the transaction has committed.
 */
export function holdOpen<T>(db: Db, work: (tx: Tx) => Promise<T>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let done: (value: T) => void = () => {};
  const worked = new Promise<T>((resolve) => {
    done = resolve;
  });
  const ended = db.transaction(async (tx) => {
    const value = await work(tx);
    done(value);
    await held;
    return value;
  });
  return { opened: Promise.race([worked, ended]), release, ended };
}

/** Waits, 10 s at most, until `done` answers true: for what a job queue or another connection does meanwhile. */
export async function eventually(done: () => Promise<boolean>, what = 'it') {
  for (let i = 0; !(await done()); i++) {
    if (i === 100) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
