/** Time from starting the real server process to its first healthy answer. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');

/** Bundles the server as `npm start` does (scripts/build-server.mjs): the starts measured are of that file. */
export function buildServer() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the server did not bundle');
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Stops the server as an operator would (SIGTERM); after 30 s, by force, with the PostgreSQL it leaves. */
async function stop(child: ChildProcess, dataDir: string) {
  child.kill('SIGTERM');
  const timeout = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 30_000).unref());
  if ((await Promise.race([exited(child), timeout])) !== 'late') return;
  child.kill('SIGKILL');
  await exited(child);
  const pid = Number(
    (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0],
  );
  if (pid > 0) process.kill(pid, 'SIGTERM');
}

/**
 * Starts the bundled server (`node apps/server/dist/main.js`, as `npm start` does; see buildServer) on `dataDir` and polls its health route every 10 ms.
 * Answers the milliseconds until the first 200 and the running server (stop it when done).
 */
export async function startServer(
  dataDir: string,
  port: number,
  pgPort: number,
  extraEnv: Record<string, string> = {},
) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const server = { child, base: `http://127.0.0.1:${port}`, stop: () => stop(child, dataDir) };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}): ${stderr}`);
      if (performance.now() - started > 120_000) throw new Error(`no healthy answer in 120 s: ${stderr}`);
      const healthy = await fetch(`${server.base}/api/v1/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (healthy) return { ...server, ms: performance.now() - started };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The milliseconds from start to first healthy answer, the server stopped again. */
export async function timeStart(dataDir: string, port: number, pgPort: number) {
  const server = await startServer(dataDir, port, pgPort);
  await server.stop();
  return server.ms;
}

/**
 * Runs `work` while following the resident memory of process `pid`: the kernel's own high-water mark
 * (VmHWM, reset first through clear_refs) where it lets us reset it, else a sample every 20 ms.
 */
export async function peakMemory<T>(pid: number, work: () => Promise<T>) {
  const status = async () => {
    const text = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  };
  const reset = await writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
  const before = (await status()).rss;
  let sampled = before;
  const timer = setInterval(() => {
    status().then(
      (s) => {
        sampled = Math.max(sampled, s.rss);
      },
      () => {},
    );
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    const after = await status();
    const peak = reset ? Math.max(after.hwm, sampled) : Math.max(sampled, after.rss);
    return { result, ms, beforeMb: before / 1024 ** 2, peakMb: peak / 1024 ** 2 };
  } finally {
    clearInterval(timer);
  }
}
