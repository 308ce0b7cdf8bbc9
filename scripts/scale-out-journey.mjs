// The scale-out journey (scripts/scale-out-test.mjs starts what it goes through): the page, first-run setup, a
// counselor, live notifications to sockets held by both instances, a document uploaded through one instance and
// downloaded through the other, each a check kept in `results`.
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';

// ---------------------------------------------------------------------------------------------------------
// HTTP through the proxy

let proxy; // http://127.0.0.1:<nginx port>
let instances = {}; // upstream address -> 'A' | 'B'
let direct = {}; // 'A' | 'B' -> http://127.0.0.1:<port>

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
export const sockets = [];

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

// ---------------------------------------------------------------------------------------------------------
// The checks

export const results = [];
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

/**
 * The journey through nginx at `where.proxy`; `where.direct` names each instance's own address ('A' | 'B' -> base)
 * and `where.instances` each upstream address's instance. Each check is kept in `results`.
 */
export async function journey(where) {
  ({ proxy, direct, instances } = where);
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
