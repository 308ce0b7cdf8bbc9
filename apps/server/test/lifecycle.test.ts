import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { livePostmaster } from '../src/db/embedded.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const port = 3600 + Math.floor(Math.random() * 300);
const dataDir = await mkdtemp(path.join(tmpdir(), 'studydesk-lifecycle-'));
const base = `http://127.0.0.1:${port}/api/v1`;
let server: ChildProcess | undefined;

/** A server on `dir` answering on `on`: its process and the last of what it said. */
function spawnServer(on: number | string, dir = dataDir, pgPort = port + 50000) {
  // One process (no npx or tsx wrapper), so the signals below reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(on),
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      said = (said + chunk.toString()).slice(-2000);
    });
  }
  return { child, said: () => said };
}

function start() {
  const { child, said } = spawnServer(port);
  server = child;
  return waitForHealth(child, said);
}

/**
 * Up to 90 s (a cold start beside the whole server suite on two cores once took over 60), failing at once with the
 * server's own words when it exits first (a port taken, a failed migration) instead of waiting out the time.
 */
async function waitForHealth(child: ChildProcess, errors: () => string) {
  for (let i = 0; i < 450; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors()}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy: ${errors()}`);
}

function exited(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
}

afterAll(async () => {
  server?.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process on its embedded PostgreSQL', () => {
  it('keeps all data across a SIGKILL, stopping the leftover PostgreSQL at the next start', {
    timeout: 240_000,
  }, async () => {
    await start();
    const setup = await fetch(`${base}/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Boss', email: 'boss@example.com', password: 'a-long-password' }),
    });
    expect(setup.status).toBe(200);

    const killed = server as ChildProcess;
    const gone = exited(killed);
    killed.kill('SIGKILL');
    await gone;
    expect(
      await fetch(`${base}/health`).then(
        () => 'answered',
        () => 'down',
      ),
    ).toBe('down');
    expect(await livePostmaster(dataDir)).not.toBeNull(); // PostgreSQL outlived the killed server

    await start();
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.com', password: 'a-long-password' }),
    });
    expect(login.status).toBe(200);
    const setupState = (await (await fetch(`${base}/auth/setup`)).json()) as { data: { needsSetup: boolean } };
    expect(setupState.data.needsSetup).toBe(false);
  });

  it('refuses a second server on the same data directory, and the first goes on with its database', {
    timeout: 120_000,
  }, async () => {
    const second = spawnServer(port + 1);
    expect(await exited(second.child)).toBe(1);
    expect(second.said()).toContain(`StudyDesk is already running on ${dataDir}`);
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.com', password: 'a-long-password' }),
    });
    expect(login.status).toBe(200);
  });

  it('whose port is taken exits at once, its own PostgreSQL stopped', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'studydesk-lifecycle-'));
    const late = spawnServer(port, dir, port + 50001);
    try {
      expect(await exited(late.child)).toBe(1);
      expect(late.said()).toContain('EADDRINUSE');
      expect(await livePostmaster(dir)).toBeNull();
    } finally {
      late.child.kill('SIGKILL'); // only when it did not end by itself
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('set up wrong, says which setting in one line, without a stack trace, and exits 1', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'studydesk-lifecycle-'));
    const wrong = spawnServer('abc', dir, port + 50002);
    try {
      expect(await exited(wrong.child)).toBe(1);
      expect(wrong.said()).toBe('Invalid configuration: PORT: a whole number from 0 to 65535\n');
      expect(await livePostmaster(dir)).toBeNull();
    } finally {
      wrong.child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops cleanly on SIGTERM, PostgreSQL included', { timeout: 60_000 }, async () => {
    const running = server as ChildProcess;
    const gone = exited(running);
    running.kill('SIGTERM');
    expect(await gone).toBe(0);
    for (let i = 0; i < 100 && (await livePostmaster(dataDir)); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await livePostmaster(dataDir)).toBeNull();
    server = undefined;
  });
});
