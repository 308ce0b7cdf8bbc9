// `npm run test:scale-out`: the production shape of docs/deploy.md on this machine. One PostgreSQL, one Redis,
// two server instances sharing them (and one files directory), and nginx in front running deploy/nginx.conf
// itself. A journey goes through nginx: the page, first-run setup, a counselor, live notifications to sockets
// held by both instances, a document uploaded through one instance and downloaded through the other.
// Prints each check and `N passed, N failed`, and writes the counts to .tmp/results/scale-out.json.
// Runs with tsx's loader (the npm script passes it) so that it can start PostgreSQL with the server's own code.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { io } from 'socket.io-client';
import { startEmbedded } from '../apps/server/src/db/embedded.ts';
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
// HTTP through the proxy

let proxy; // http://127.0.0.1:<nginx port>
const instances = {}; // upstream address -> 'A' | 'B'

/** A fetch as the browser sends it on this origin: same-origin Origin header, the session cookie. */
async function call(base, method, url, { cookie, json, form } = {}) {
  const headers = { origin: proxy };
  if (cookie) headers.cookie = cookie;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const response = await fetch(`${base}${url}`, { method, headers, body, redirect: 'manual' });
  const buffer = Buffer.from(await response.arrayBuffer());
  const upstream = response.headers.get('x-upstream');
  return {
    status: response.status,
    headers: response.headers,
    buffer,
    text: () => buffer.toString('utf8'),
    json: () => JSON.parse(buffer.toString('utf8')),
    instance: upstream ? (instances[upstream] ?? upstream) : null,
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('sid=')),
  };
}
const viaProxy = (method, url, options) => call(proxy, method, url, options);

function expectStatus(response, status, what) {
  if (response.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.status} ${response.text().slice(0, 500)}`);
  }
}

function openSocket(cookie, transports) {
  const socket = io(proxy, {
    path: '/socket.io',
    transports,
    extraHeaders: { cookie, origin: proxy },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
const sockets = [];

const nextNotification = (socket, ms = 10_000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification within 10 s')), ms);
    socket.once('notification', (n) => {
      clearTimeout(timer);
      resolve(n);
    });
  });

/** How many sockets each instance holds, asked of each instance directly (the Software Engineer's status). */
async function socketsPerInstance(cookie) {
  const counts = {};
  for (const [name, base] of Object.entries(direct)) {
    const status = await call(base, 'GET', '/api/v1/system/status', { cookie });
    expectStatus(status, 200, `status of ${name}`);
    counts[name] = status.json().data.connectedClients;
  }
  return counts;
}
const direct = {}; // 'A' | 'B' -> http://127.0.0.1:<port>

// ---------------------------------------------------------------------------------------------------------
// The checks

const results = [];
async function check(name, body) {
  const t0 = Date.now();
  try {
    const detail = await body();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}${detail ? ` (${detail})` : ''} ${Date.now() - t0} ms`);
  } catch (error) {
    results.push({ name, ok: false, error: String(error?.stack ?? error) });
    console.log(`  ✗ ${name}\n${String(error?.stack ?? error).replace(/^/gm, '      ')}`);
  }
}

const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
const PDF_TAIL = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdfOf = (bytes) => Buffer.concat([PDF_HEAD, randomBytes(bytes), PDF_TAIL]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const sha = (buffer) => createHash('sha256').update(buffer).digest('hex');

async function journey() {
  const state = {};

  await check('the page / is served through nginx, with its assets', async () => {
    const page = await viaProxy('GET', '/');
    expectStatus(page, 200, 'GET /');
    if (!page.headers.get('content-type')?.startsWith('text/html')) throw new Error('/ is not HTML');
    if (!page.text().includes('<div id="root">')) throw new Error('/ is not the web app');
    const script = page.text().match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    if (!script) throw new Error('no script in the page');
    const asset = await viaProxy('GET', script);
    expectStatus(asset, 200, script);
    return `${script}, ${asset.buffer.length} bytes`;
  });

  await check('nginx spreads requests over both instances', async () => {
    const seen = new Set();
    for (let i = 0; i < 8; i++) {
      const health = await viaProxy('GET', '/api/v1/health');
      expectStatus(health, 200, 'health');
      if (health.json().data.database !== 'up') throw new Error('database not up');
      seen.add(health.instance);
    }
    if (!(seen.has('A') && seen.has('B'))) throw new Error(`only ${[...seen].join(', ')} answered`);
    return 'A and B answered';
  });

  await check('first-run setup signs the Super Admin in through nginx; another site is refused', async () => {
    const status = await viaProxy('GET', '/api/v1/auth/setup');
    expectStatus(status, 200, 'setup status');
    if (status.json().data.needsSetup !== true) throw new Error('the fresh database does not need setup');
    const foreign = await fetch(`${proxy}/api/v1/auth/setup`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Mallory', email: 'mallory@example.com', password: 'x'.repeat(12) }),
    });
    if (foreign.status !== 403) throw new Error(`a cross-site setup got ${foreign.status}`);
    const setup = await viaProxy('POST', '/api/v1/auth/setup', {
      json: { name: 'Scale Admin', email: 'admin@scale.example', password: 'scale-out-secret' },
    });
    expectStatus(setup, 200, 'setup');
    if (!setup.cookie) throw new Error('no session cookie');
    state.admin = setup.cookie;
    // The session lives in the database: both instances know it.
    for (const [name, base] of Object.entries(direct)) {
      const me = await call(base, 'GET', '/api/v1/auth/me', { cookie: state.admin });
      expectStatus(me, 200, `me on ${name}`);
    }
    return `served by ${setup.instance}`;
  });
  if (!state.admin) return;

  await check('the Super Admin adds a counselor (multipart, with files) through nginx', async () => {
    const form = new FormData();
    const fields = {
      name: 'Casey Counselor',
      employee_id: 'C-1',
      email: 'casey@scale.example',
      password: 'counselor-secret',
      role: 'Counselor',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('profilePic', new Blob([PNG], { type: 'image/png' }), 'casey.png');
    form.append('cv', new Blob([pdfOf(1000)], { type: 'application/pdf' }), 'cv.pdf');
    const added = await viaProxy('POST', '/api/v1/super-admin/add-employee', { cookie: state.admin, form });
    expectStatus(added, 201, 'add employee');
    state.counselor = added.json().data;
    return `served by ${added.instance}`;
  });
  if (!state.counselor) return;

  await check('the counselor’s tabs hold sockets on both instances (polling upgraded to websocket)', async () => {
    state.tabs = {};
    for (let attempt = 0; attempt < 12 && !(state.tabs.A && state.tabs.B); attempt++) {
      // Each sign-in is a new session cookie, and nginx's socket upstream is sticky by that cookie.
      const login = await viaProxy('POST', '/api/v1/auth/login', {
        json: { email: 'casey@scale.example', password: 'counselor-secret' },
      });
      expectStatus(login, 200, 'counselor login');
      state.counselorCookie = login.cookie;
      const before = await socketsPerInstance(state.admin);
      const socket = await openSocket(login.cookie, ['polling', 'websocket']);
      await new Promise((resolve, reject) => {
        if (socket.io.engine.transport.name === 'websocket') return resolve();
        const timer = setTimeout(() => reject(new Error('the socket did not upgrade to a websocket')), 10_000);
        socket.io.engine.once('upgrade', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const after = await socketsPerInstance(state.admin);
      const on = Object.keys(after).find((name) => after[name] > before[name]);
      if (!on) throw new Error(`cannot tell which instance holds the socket: ${JSON.stringify({ before, after })}`);
      if (state.tabs[on]) socket.close();
      else state.tabs[on] = { socket, cookie: login.cookie };
    }
    if (!(state.tabs.A && state.tabs.B)) throw new Error('every sign-in landed on the same instance');
    // A client that never upgrades works only if all its polling requests reach one instance: stickiness.
    state.polling = await openSocket(state.tabs.A.cookie, ['polling']);
    return 'one tab on A, one on B, one polling-only';
  });

  await check('a student registered through one instance notifies the tabs on both (Redis)', async () => {
    const listening = [state.tabs?.A?.socket, state.tabs?.B?.socket, state.polling];
    await sleep(300); // a polling client's next poll is under way
    // Without the sockets the student is still registered, for the document checks below.
    const arrivals = listening.every(Boolean)
      ? Promise.all(listening.map((socket) => nextNotification(socket)))
      : Promise.reject(new Error('no sockets on both instances (see above)'));
    arrivals.catch(() => {});
    const added = await viaProxy('POST', '/api/v1/receptionist/add-student', {
      cookie: state.admin,
      json: {
        fullName: 'Nadia Rahman',
        email: 'nadia@scale.example',
        phoneNumber: '+880 1711 555555',
        counselor: state.counselor._id,
        city: 'Dhaka',
        street: 'Road 12',
        englishProficiency: 'ielts',
        overall: '7.0',
      },
    });
    expectStatus(added, 201, 'add student');
    state.student = added.json().data;
    const notes = await arrivals;
    for (const note of notes) {
      if (!note.message.includes('Nadia Rahman')) throw new Error(`unexpected notification: ${note.message}`);
    }
    const other = added.instance === 'A' ? 'B' : 'A';
    return `request served by ${added.instance}, the tab on ${other} heard it through Redis`;
  });

  await check('a document uploaded through nginx downloads identically through the other instance', async () => {
    if (!state.student) throw new Error('no student (see above)');
    const { studentId } = state.student;
    const content = pdfOf(3 * 1024 * 1024); // above nginx's default 1 MB body limit
    const form = new FormData();
    form.append('documentName', 'passport');
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'passport.pdf');
    const counselorCookie = state.counselorCookie;
    const upload = await viaProxy('POST', `/api/v1/student/add-documents/${studentId}/C-1`, {
      cookie: counselorCookie,
      form,
    });
    expectStatus(upload, 200, 'upload');
    const docs = await viaProxy('GET', `/api/v1/student/get-documents/${studentId}`, { cookie: counselorCookie });
    expectStatus(docs, 200, 'documents');
    const url = docs.json().data.passport?.current.url;
    if (!url) throw new Error('the upload is not listed');
    for (let i = 0; i < 8; i++) {
      const download = await viaProxy('GET', url, { cookie: counselorCookie });
      expectStatus(download, 200, 'download');
      if (sha(download.buffer) !== sha(content)) throw new Error(`${download.instance} served different bytes`);
      if (download.instance !== upload.instance) {
        return `${(content.length / 1048576).toFixed(1)} MB uploaded through ${upload.instance}, downloaded through ${download.instance}`;
      }
    }
    throw new Error(`every download went to ${upload.instance}, the uploading instance`);
  });

  await check('an upload over UPLOAD_LIMIT_MB gets the app’s own 413 through nginx', async () => {
    if (!state.student) throw new Error('no student (see above)');
    const form = new FormData();
    form.append('documentName', 'sscCertificate');
    form.append('file', new Blob([pdfOf(5 * 1024 * 1024)], { type: 'application/pdf' }), 'big.pdf');
    const upload = await viaProxy('POST', `/api/v1/student/add-documents/${state.student.studentId}/C-1`, {
      cookie: state.counselorCookie,
      form,
    });
    expectStatus(upload, 413, 'oversized upload');
    const code = upload.json().error?.code;
    if (!code) throw new Error(`not the app's error shape: ${upload.text().slice(0, 200)}`);
    return code;
  });
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
    await journey();
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
