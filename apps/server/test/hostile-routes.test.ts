import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { errorBodySchema } from '@studydesk/shared/errors';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../src/platform/auth/access.ts';
import { EXECUTABLE, PDF } from './files.ts';
import { cookieFor, makeEmployee, testApp } from './helpers.ts';
import { FRAGMENTS, RUNS } from './hostile.fixtures.ts';

/**
 * Hostile input, property-based: every declared /api/v1 route gets malformed bodies, wrong types, huge strings,
 * SQL, script and path-traversal fragments and ids of the wrong shape, with and without a session. No answer may
 * be a 500, every refusal has the one error shape, and a refused request leaves the database as it was.
 * Hostile text in otherwise valid fields, and the inputs that once answered 500, are in hostile-fields.test.ts.
 */
const { app, db, pool, config } = await testApp({ ENQUIRY_RATE_LIMIT: '1000000' });
const admin = await makeEmployee(db, ['Super Admin']);

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

// --- hostile values (FRAGMENTS, shared with hostile-fields.test.ts, are in hostile.fixtures.ts)

const MEGABYTE = 'x'.repeat(1024 * 1024);
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
