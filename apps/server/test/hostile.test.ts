import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { errorBodySchema } from '@studydesk/shared/errors';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../src/platform/auth/access.ts';
import { EXECUTABLE, PDF } from './files.ts';
import { cookieFor, makeEmployee, testApp } from './helpers.ts';
import { studentInput } from './students.ts';

/**
 * Hostile input, property-based: every declared /api/v1 route gets malformed bodies, wrong types, huge strings,
 * SQL, script and path-traversal fragments and ids of the wrong shape, with and without a session. No answer may
 * be a 500, every refusal has the one error shape, and a refused request leaves the database as it was.
 */
const { app, db, pool, config } = await testApp({ ENQUIRY_RATE_LIMIT: '1000000' });
const admin = await makeEmployee(db, ['Super Admin']);

const RUNS = Number(process.env.HOSTILE_RUNS ?? 20);

// --- what the routes accept, read from the OpenAPI document, so new routes are covered with their own field names

interface Shape {
  query: string[];
  body: string[];
}
type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
const spec = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
function shapeOf(route: DeclaredRoute): Shape {
  const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = spec.paths?.[openApiPath]?.[route.method.toLowerCase()];
  const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const content = operation?.requestBody?.content ?? {};
  const body = Object.values(content).flatMap((c) => Object.keys(c.schema?.properties ?? {}));
  return { query, body };
}

// --- hostile values

const MEGABYTE = 'x'.repeat(1024 * 1024);
const FRAGMENTS = [
  "' or 1=1 --",
  "'; drop table students; --",
  '1; drop table students',
  "admin'--",
  '" or ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.png',
  '\u0000',
  '\uFEFF',
  '\u202Eexe.pdf',
  '😀'.repeat(50),
  '=HYPERLINK("http://evil","x")',
  '$' + '{7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '0x1F',
  '2024-02-30',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  ' ',
  '',
];
const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(MEGABYTE) },
);
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [null], { $gt: '' }, { __proto__: { admin: true } }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
/** Ids of every wrong shape, plus well-formed ids of nothing, so some requests get past params to the body. */
const idValue = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.integer({ min: -10, max: 2 ** 40 }).map(String) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

function bodyArbitrary(shape: Shape): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  const knownKeys =
    shape.body.length > 0
      ? fc.record(Object.fromEntries(shape.body.map((key) => [key, wrongType])), { requiredKeys: [] }).map(json)
      : fc.constant(json({}));
  return fc.oneof(
    { weight: 4, arbitrary: knownKeys },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    {
      weight: 2,
      arbitrary: fc.record({
        payload: fc.constantFrom('{"a":', '{"fullName": "x",}', 'not json', '\u0000', '[', '{}}', 'null', '"', ''),
        contentType: fc.constant('application/json'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: hostileString,
        contentType: fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-7',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'image/png',
        ),
      }),
    },
    { weight: 2, arbitrary: malformedMultipart },
  );
}

const BOUNDARY = 'hostileBoundary7MA4YWxk';
const part = (name: string, value: string, filename?: string, type = 'application/octet-stream') =>
  filename === undefined
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${value}\r\n`;
/** Multipart bodies that are cut, unclosed, lying about their boundary, or carry hostile names and files. */
const malformedMultipart = fc
  .record({
    kind: fc.constantFrom('cut', 'unclosed', 'wrong-boundary', 'hostile-fields', 'many-parts', 'no-boundary'),
    name: fc.oneof(fc.constantFrom('file', 'documentName', 'fullName', 'cv', 'offerLetter'), hostileString),
    filename: hostileString,
    value: hostileString,
    file: fc.constantFrom(PDF, EXECUTABLE, Buffer.from('<script>alert(1)</script>'), Buffer.alloc(0)),
  })
  .map(({ kind, name, filename, value, file }) => {
    const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
    const filePart = part(name, file.toString('latin1'), filename.slice(0, 2000), 'application/pdf');
    const fieldPart = part(name.slice(0, 2000), value.slice(0, 2000));
    const end = `--${BOUNDARY}--\r\n`;
    switch (kind) {
      case 'cut':
        return { contentType, payload: Buffer.from((fieldPart + filePart).slice(0, 60), 'latin1') };
      case 'unclosed':
        return { contentType, payload: Buffer.from(fieldPart + filePart, 'latin1') };
      case 'wrong-boundary':
        return { contentType: 'multipart/form-data; boundary=other', payload: Buffer.from(filePart + end, 'latin1') };
      case 'no-boundary':
        return { contentType: 'multipart/form-data', payload: Buffer.from(filePart + end, 'latin1') };
      case 'many-parts':
        return { contentType, payload: Buffer.from(fieldPart.repeat(60) + filePart.repeat(3) + end, 'latin1') };
      default:
        return { contentType, payload: Buffer.from(fieldPart + filePart + end, 'latin1') };
    }
  });

function queryArbitrary(shape: Shape) {
  const key = fc.oneof(
    { weight: 3, arbitrary: shape.query.length ? fc.constantFrom(...shape.query) : fc.constant('q') },
    { weight: 1, arbitrary: fc.constantFrom('page', 'limit', 'q', 'status', 'from', 'to', '__proto__', 'a[b]') },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length < 100) },
  );
  // repeated keys turn into arrays: a classic trap for a schema that expects one string
  return fc
    .array(fc.tuple(key, fc.oneof(idValue, fc.constant(''))), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
}

function pathArbitrary(url: string) {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (names.length === 0) return fc.constant(url);
  return fc.tuple(...names.map(() => idValue), fc.boolean()).map((values) => {
    const raw = values.at(-1) === true;
    let i = 0;
    return url.replace(/:(\w+)/g, () => {
      const value = String(values[i++]);
      // mostly encoded, as a browser sends it; sometimes raw, so traversal reaches the router as written
      return raw ? value.replace(/[?#]/g, '') || 'x' : encodeURIComponent(value) || 'x';
    });
  });
}

// --- the database before and after: row counts and the newest row version of every table, and the stored files

const tables = (
  await pool.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  )
).rows.map((r) => r.name);
const fingerprintSql = tables
  .map((t) => `select '${t}' as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as v from ${t}`)
  .join(' union all ');

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}
async function fingerprint() {
  const { rows } = await pool.query(fingerprintSql);
  return { rows, files: await countFiles(path.join(config.dataDir, 'files')) };
}

// --- one hostile request, and what must hold of its answer

type Caller = 'super-admin' | 'none' | 'forged';
async function cookieOf(caller: Caller, route: DeclaredRoute) {
  if (caller === 'none') return undefined;
  if (caller === 'forged') return "sid=' or 1=1 --";
  // logging out ends the session it is sent: give it one of its own
  return route.url.endsWith('/auth/logout') ? await cookieFor(db, admin.id, 'Super Admin') : admin.cookie;
}

async function sendHostile(
  route: DeclaredRoute,
  caller: Caller,
  url: string,
  query: string,
  body: { payload?: string | Buffer; contentType?: string },
) {
  const cookie = await cookieOf(caller, route);
  const before = await fingerprint();
  const withBody = route.method !== 'GET';
  const response = await app.inject({
    method: route.method as 'POST',
    url: query ? `${url}?${query}` : url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(withBody && body.contentType ? { 'content-type': body.contentType } : {}),
    },
    ...(withBody && body.payload !== undefined ? { payload: body.payload } : {}),
  });
  const sent = withBody ? ` [${body.contentType}] ${String(body.payload).slice(0, 300)}` : '';
  const label = `${caller} ${route.method} ${url.slice(0, 200)}?${query.slice(0, 200)}${sent} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], label).toContain('application/json');
    const parsed = errorBodySchema.strict().safeParse(response.json());
    expect(parsed.success, label).toBe(true);
    // an answer that echoes markup is JSON the browser must not sniff into a page
    if (response.body.includes('<')) expect(response.headers['x-content-type-options'], label).toBe('nosniff');
    const after = await fingerprint();
    expect(after, label).toEqual(before);
  }
  if (process.env.HOSTILE_STATS) {
    const key = `${route.method} ${route.url}`;
    const seen = statuses.get(key) ?? {};
    seen[response.statusCode] = (seen[response.statusCode] ?? 0) + 1;
    statuses.set(key, seen);
  }
  return response;
}
/** HOSTILE_STATS=1 prints the answers each route gave: a check that the requests get past the guards. */
const statuses = new Map<string, Record<number, number>>();
afterAll(() => {
  if (process.env.HOSTILE_STATS) for (const [key, seen] of statuses) console.log(key, JSON.stringify(seen));
});

// --- one property per route

const routes = app.declaredRoutes.filter((r) => !r.url.includes('*'));

describe('hostile input to every declared route', () => {
  it('covers the whole API', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const route of routes) {
    const shape = shapeOf(route);
    it(`${route.method} ${route.url}`, async () => {
      const outcome = await fc.check(
        fc.asyncProperty(
          fc.constantFrom<Caller>('super-admin', 'super-admin', 'super-admin', 'none', 'forged'),
          pathArbitrary(route.url),
          queryArbitrary(shape),
          bodyArbitrary(shape),
          async (caller, url, query, body) => {
            await sendHostile(route, caller, url, query, body);
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
      // the failing request, cut short: a megabyte counterexample would bury the report
      if (outcome.failed) {
        const cause =
          outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance);
        throw new Error(
          `${cause.slice(0, 1500)}\n(fast-check seed ${outcome.seed}, path ${outcome.counterexamplePath})`,
        );
      }
    });
  }
});

describe('hostile text in otherwise valid fields', () => {
  it('is stored and answered exactly as written, never run as SQL', async () => {
    const counselor = await makeEmployee(db, ['Counselor']);
    const text = fc.oneof(
      fc.constantFrom(...FRAGMENTS.filter((f) => f.trim() && !f.includes('\u0000'))),
      fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0 && !s.includes('\u0000')),
    );
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(text, text, async (fullName, advices) => {
        const created = await app.inject({
          method: 'POST',
          url: '/api/v1/receptionist/add-student',
          headers: { cookie: admin.cookie },
          payload: studentInput(counselor.id, { fullName }),
        });
        const label = `${JSON.stringify(fullName)} -> ${created.statusCode} ${created.body.slice(0, 300)}`;
        expect([201, 400, 409], label).toContain(created.statusCode);
        if (created.statusCode !== 201) return;
        stored += 1;
        const { studentId } = created.json().data;
        const advised = await app.inject({
          method: 'PUT',
          url: `/api/v1/student/${studentId}/advices`,
          headers: { cookie: admin.cookie },
          payload: { advices },
        });
        expect(advised.statusCode, advised.body).toBeLessThan(500);
        const read = await app.inject({
          method: 'GET',
          url: `/api/v1/student/${studentId}`,
          headers: { cookie: admin.cookie },
        });
        const student = read.json().data[0];
        expect(student.fullName, label).toBe(fullName.trim());
        if (advised.statusCode === 200) expect(student.advices, label).toBe(advices.trim());
      }),
      { numRuns: RUNS * 2 },
    );
    expect(stored).toBeGreaterThan(0);
    // the tables the fragments named are all still there
    const { rows } = await pool.query(`select count(*)::int as n from students`);
    expect(rows[0].n).toBeGreaterThanOrEqual(stored);
  });
});

describe('spreadsheet formula injection', () => {
  const FORMULAS = [
    '=HYPERLINK("http://evil","x")',
    '+HYPERLINK("http://evil","x")',
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '=1+2',
  ];

  it('exports names, streets and cities that start like a formula as text in data.xlsx', async () => {
    const counselor = await makeEmployee(db, ['Counselor']);
    for (const [i, formula] of FORMULAS.entries()) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/receptionist/add-student',
        headers: { cookie: admin.cookie },
        payload: studentInput(counselor.id, { fullName: formula, street: formula, city: `${formula}${i}` }),
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const download = await app.inject({
      method: 'GET',
      url: `/api/v1/utilities/download-leads/${counselor.employeeId}`,
      headers: { cookie: admin.cookie },
    });
    expect(download.statusCode).toBe(200);

    // no formula element anywhere in the sheets, whatever the writer
    const zip = await JSZip.loadAsync(download.rawPayload);
    const sheets = Object.keys(zip.files).filter((name) => /^xl\/worksheets\/.+\.xml$/.test(name));
    expect(sheets.length).toBeGreaterThan(0);
    for (const name of sheets) expect(await zip.file(name)?.async('string')).not.toMatch(/<f[\s>]/);

    // and Excel's own reading: every such cell is a string cell holding exactly what was typed
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const found = new Set<string>();
    workbook.worksheets[0]?.eachRow((row) =>
      row.eachCell((cell) => {
        const text = typeof cell.value === 'string' ? cell.value : '';
        const startsLikeFormula = /^[=+\-@]/.test(text);
        expect(cell.formula, String(cell.address)).toBeFalsy();
        expect(cell.type === ExcelJS.ValueType.Formula, String(cell.address)).toBe(false);
        if (startsLikeFormula) found.add(text);
      }),
    );
    for (const [i, formula] of FORMULAS.entries()) {
      expect(found, formula).toContain(formula);
      expect(found, formula).toContain(`${formula}${i}`);
    }
  });
});

describe('the inputs that answered 500 (issue #25, item 11)', () => {
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: string | object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: admin.cookie, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      payload,
    });
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each([
    ['GET', '/utilities/download-leads?startDate=0000-01-01', 'startDate'],
    ['GET', '/super-admin/filter-leads?endDate=2026-13-01', 'endDate'],
    ['GET', '/super-admin/get-student-list?date=2026-02-30', 'date'],
    ['GET', '/audit?from=2026-02-30', 'from'],
    ['GET', '/audit?to=0000-01-01', 'to'],
  ] as const)('%s %s is a 400 naming the field', async (method, url, field) => {
    const response = await send(method, url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it('an impossible day in a download is a 400 before the file starts', async () => {
    const response = await send('POST', '/utilities/download-specific-date', { date: '2026-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('a student id above the integer limit is a 400', async () => {
    const response = await send('POST', '/utilities/restore-student', { studentId: 99_999_999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('studentId');
  });

  it.each(['/auth/login', '/public/enquiry', '/receptionist/add-student'])(
    'JSON nested 8,000 deep to %s is a 400',
    async (url) => {
      const response = await send('POST', url, deep(8000));
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    },
  );

  it('a lone surrogate in a field stored as JSON is a 400 naming it', async () => {
    const body = JSON.stringify({
      name: 'Lone',
      email: 'lone@example.net',
      phone: '+8801712999999',
      education: { qualification: 'HSC \ud800' },
    });
    const response = await send('POST', '/public/enquiry', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('education.qualification');
  });

  it('a PATCH with nothing to change is a 400', async () => {
    const employee = await makeEmployee(db, ['Hr']);
    const response = await send('PATCH', `/super-admin/employee/${employee.id}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('body');
  });
});
