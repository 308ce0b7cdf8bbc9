// `npm run test:scale-out`: the production shape of docs/deploy.md on this machine. One PostgreSQL, one Redis,
// two server instances sharing them (and one files directory), and nginx in front running deploy/nginx.conf
// itself. A journey goes through nginx: the page, first-run setup, a counselor, live notifications to sockets
// held by both instances, a document uploaded through one instance and downloaded through the other.
// Prints each check and `N passed, N failed`, and writes the counts to .tmp/results/scale-out.json.
// Runs with tsx's loader (the npm script passes it) so that it can start PostgreSQL with the server's own code.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEmbedded } from '../apps/server/src/db/embedded.ts';
import { journey, results, sockets } from './scale-out-journey.mjs';
import { nginxConfigFor } from './scale-out-nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportFile = process.env.SCALE_OUT_REPORT ?? path.join(root, '.tmp/results/scale-out.json');
const started = Date.now();
const work = mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
chmodSync(work, 0o755); // PostgreSQL (as the postgres user) and nginx's workers must reach their folders in here
const log = pino({ level: 'warn' });

// ---------------------------------------------------------------------------------------------------------
// Processes

const children = [];
let stopDatabase = async () => {};

function startProcess(name, command, args, env = {}) {
  const out = path.join(work, `${name}.log`);
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks = [];
  child.stdout.on('data', (c) => chunks.push(c));
  child.stderr.on('data', (c) => chunks.push(c));
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  child.logText = () => Buffer.concat(chunks).toString('utf8');
  child.logFile = out;
  child.label = name;
  children.push(child);
  return child;
}

async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    const done = await Promise.race([child.exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!done) child.kill('SIGKILL');
  }
  for (const child of children) writeFileSync(child.logFile, child.logText());
  await stopDatabase().catch((error) => console.error('stopping PostgreSQL:', error));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePorts(from, to, count) {
  const found = [];
  for (let port = from; port <= to && found.length < count; port++) if (await portIsFree(port)) found.push(port);
  if (found.length < count) throw new Error(`no ${count} free ports in ${from}-${to}`);
  return found;
}

async function waitFor(what, check, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${what}: exited early\n${child.logText().slice(-3000)}`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s\n${child?.logText().slice(-3000) ?? ''}`);
}

/** The built web app: the one `npm run build` made, or a build of our own (the e2e suite usually made one). */
function webDist() {
  if (process.env.SCALE_OUT_WEB_DIST) return path.resolve(process.env.SCALE_OUT_WEB_DIST);
  const built = path.join(root, 'apps/web/dist');
  if (existsSync(path.join(built, 'index.html'))) return built;
  const own = path.join(root, '.tmp/scale-out-web');
  console.log('building the web app into .tmp/scale-out-web ...');
  const result = spawnSync('npx', ['vite', 'build', '--outDir', own, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web app did not build');
  return own;
}

// ---------------------------------------------------------------------------------------------------------
// Main

// Interrupted (Ctrl-C, a CI timeout): stop what this script started, PostgreSQL included, before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.log(`scale-out: ${signal}, stopping`);
    for (const socket of sockets) socket.close();
    await stopAll();
    process.exit(1);
  });
}

let setupError;
let proxy; // http://127.0.0.1:<nginx port>
const direct = {}; // 'A' | 'B' -> http://127.0.0.1:<port>
const instances = {}; // upstream address -> 'A' | 'B'
try {
  console.log(`scale-out: working in ${work}`);
  const dist = webDist();
  const [pgPort] = await freePorts(54440, 54450, 1);
  const [redisPort] = await freePorts(6390, 6399, 1);
  const [portA, portB] = await freePorts(3601, 3620, 2);
  const [nginxPort] = await freePorts(3690, 3699, 1);

  const redis = startProcess('redis', 'redis-server', [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  const database = await startEmbedded(path.join(work, 'pg'), pgPort, log);
  stopDatabase = database.stop;
  await waitFor('redis', async () => !(await portIsFree(redisPort)), redis);

  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    DATA_DIR: path.join(work, 'data'), // the shared files folder (S3 in docs/deploy.md)
    WEB_DIST: dist,
    TRUST_PROXY: '1',
    HOST: '127.0.0.1',
    UPLOAD_LIMIT_MB: '4',
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  // Both at once on the fresh database, as `docker compose up` starts its replicas.
  const server = (name, port) =>
    startProcess(`app-${name}`, process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      ...shared,
      PORT: String(port),
    });
  const apps = { A: server('A', portA), B: server('B', portB) };
  direct.A = `http://127.0.0.1:${portA}`;
  direct.B = `http://127.0.0.1:${portB}`;
  instances[`127.0.0.1:${portA}`] = 'A';
  instances[`127.0.0.1:${portB}`] = 'B';

  const nginxDir = path.join(work, 'nginx');
  mkdirSync(nginxDir, { mode: 0o755 });
  const config = nginxConfigFor(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'), {
    dir: nginxDir,
    listen: `127.0.0.1:${nginxPort}`,
    upstreams: { 'app-1:3000': `127.0.0.1:${portA}`, 'app-2:3000': `127.0.0.1:${portB}` },
  });
  writeFileSync(path.join(nginxDir, 'nginx.conf'), config);
  const nginx = startProcess('nginx', 'nginx', [
    '-p',
    nginxDir,
    '-c',
    path.join(nginxDir, 'nginx.conf'),
    '-e',
    path.join(nginxDir, 'error.log'),
    '-g',
    'daemon off;',
  ]);
  proxy = `http://127.0.0.1:${nginxPort}`;

  for (const [name, child] of Object.entries(apps)) {
    await waitFor(`instance ${name}`, async () => (await fetch(`${direct[name]}/api/v1/health`)).ok, child, 120_000);
  }
  await waitFor('nginx', async () => (await fetch(`${proxy}/api/v1/health`)).ok, nginx);
  console.log(`scale-out: nginx :${nginxPort} -> A :${portA}, B :${portB}; PostgreSQL :${pgPort}; Redis :${redisPort}`);
} catch (error) {
  setupError = error;
  results.push({ name: 'start PostgreSQL, Redis, two instances and nginx', ok: false, error: String(error) });
  console.log(`  ✗ could not start the set-up\n${String(error?.stack ?? error).replace(/^/gm, '      ')}`);
}

if (!setupError) {
  try {
    await journey({ proxy, direct, instances });
  } catch (error) {
    results.push({ name: 'journey', ok: false, error: String(error?.stack ?? error) });
    console.log(`  ✗ journey crashed: ${error?.stack ?? error}`);
  }
}
for (const socket of sockets) socket.close();
await stopAll();

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
mkdirSync(path.dirname(reportFile), { recursive: true });
writeFileSync(reportFile, JSON.stringify({ passed, failed, seconds: (Date.now() - started) / 1000, results }, null, 2));
if (failed > 0) {
  console.log(`scale-out: logs kept in ${work}`);
} else {
  rmSync(work, { recursive: true, force: true });
}
console.log(`scale-out: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed > 0 ? 1 : 0);
