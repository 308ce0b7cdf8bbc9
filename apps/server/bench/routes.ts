/**
 * Each database route of the bench beside its own SQL ceiling and the one-round-trip route (issue 21): the
 * route under load, the statements one request of it sends replayed through a pg pool, and the rows those
 * statements scan for what they answer.
 */
import { captureStatements, ceiling, scanned } from './ceiling.ts';
import { type LoadResult, load } from './load.ts';

export interface Sessions {
  admin: string;
  counselor: string;
  counselorId: string;
  studentId: number;
}

interface BenchRoute {
  what: string;
  path: string;
  who: 'admin' | 'counselor';
  /** Reports may take five round trips, the rest three. */
  report?: boolean;
}

export function benchRoutes(s: Sessions): BenchRoute[] {
  return [
    {
      what: 'student list: 2 statuses, page 3 of all students (Super Admin)',
      path: '/super-admin/filter-leads?status=follow-up&status=enrolled&page=3&pageSize=10',
      who: 'admin',
    },
    {
      what: "student list: a Counselor's own, name contains 'rahim', page 2",
      path: `/utilities/filter-student-list/${s.counselorId}?fullName=rahim&page=2&pageSize=10`,
      who: 'counselor',
    },
    {
      what: "name suggestions: 'ra' over all students",
      path: '/super-admin/get-student-suggestion?fullName=ra',
      who: 'admin',
    },
    {
      what: "name suggestions: misspelt 'rahim ahmd' (similarity search)",
      path: `/super-admin/get-student-suggestion?fullName=${encodeURIComponent('rahim ahmd')}`,
      who: 'admin',
    },
    { what: 'dashboard counts (Super Admin)', path: '/super-admin/dashboard', who: 'admin' },
    {
      what: 'notification list: first page of 5,000',
      path: `/notifications/${s.counselorId}?page=1&pageSize=20`,
      who: 'counselor',
    },
    { what: 'My Day of a Counselor', path: '/my-day', who: 'counselor' },
    { what: "My Day of Super Admin, with the team's counts", path: '/my-day', who: 'admin' },
    {
      what: "pipeline board: a Counselor's Follow Up column",
      path: '/board?status=follow-up&page=1',
      who: 'counselor',
    },
    { what: "a student's timeline, first page", path: `/student/${s.studentId}/timeline`, who: 'admin' },
    // The top bar's search (issue 19): a phone number as a receptionist types it, a misspelt name, a Counselor's own.
    { what: "search: a phone number typed '01700-000163'", path: '/search?q=01700-000163', who: 'admin' },
    { what: "search: misspelt 'rahim ahmd'", path: `/search?q=${encodeURIComponent('rahim ahmd')}`, who: 'admin' },
    { what: "search: a Counselor's own, 'rahim'", path: '/search?q=rahim', who: 'counselor' },
    {
      what: 'possible matches while registering: phone, e-mail, name and birthday',
      path: `/search/possible-matches?fullName=${encodeURIComponent('Rahim Ahmed')}&phoneNumber=01700-000163&email=rahim%40example.com&dob=2004-03-17`,
      who: 'admin',
    },
    ...reportRoutes(),
  ];
}

/** The owner's reports over this year, and a Counselor's own funnel. */
function reportRoutes(): BenchRoute[] {
  const today = new Date().toISOString().slice(0, 10);
  const range = `from=${today.slice(0, 4)}-01-01&to=${today}`;
  return [
    {
      what: 'report: funnel by counselor, this year',
      path: `/reports/funnel?${range}&groupBy=counselor`,
      who: 'admin',
    },
    { what: 'report: funnel by source, this year', path: `/reports/funnel?${range}&groupBy=source`, who: 'admin' },
    { what: "report: a Counselor's own funnel", path: `/reports/funnel?${range}`, who: 'counselor' },
    { what: 'report: time in stage', path: `/reports/stages?${range}`, who: 'admin' },
    { what: 'report: leads per week', path: `/reports/leads?${range}&interval=week`, who: 'admin' },
    { what: 'report: counselors', path: `/reports/counselors?${range}`, who: 'admin' },
  ].map((route) => ({ ...route, who: route.who as BenchRoute['who'], report: true }));
}

export interface RouteMeasure {
  route: BenchRoute;
  app: LoadResult;
  sql: LoadResult;
  statements: number;
  read: number;
  returned: number;
}

/** The route under load, then its statements straight through pg, then how many rows they scanned. */
export async function measureRoute(
  base: string,
  databaseUrl: string,
  sessions: Sessions,
  route: BenchRoute,
  seconds: number,
  poolSize: number,
): Promise<RouteMeasure> {
  const url = `${base}/api/v1${route.path}`;
  const cookie = route.who === 'admin' ? sessions.admin : sessions.counselor;
  // Only the statements sent on behalf of this one request (its header names the capture): a queued job, or a
  // request of the previous load still in flight, may use the app's pool at the same time.
  const statements = await captureStatements(async (headers) => {
    const response = await fetch(url, { headers: { ...headers, cookie } });
    if (!response.ok) throw new Error(`${route.path}: ${response.status}`);
    await response.arrayBuffer();
  });
  const app = await load(url, cookie, seconds);
  const sql = await ceiling(databaseUrl, statements, seconds, poolSize);
  const rows = await scanned(databaseUrl, statements);
  return { route, app, sql, statements: statements.length, ...rows };
}

/** Half the ceiling's throughput, and a p99 within 3 (reports 5) times the one-round-trip route's. */
export function meetsTargets(m: RouteMeasure, roundTrip: LoadResult) {
  const share = m.app.requestsPerSecond / m.sql.requestsPerSecond;
  const times = m.app.p99 / roundTrip.p99;
  return { share, times, met: share >= 0.5 && times <= (m.route.report ? 5 : 3) && m.app.failures === 0 };
}
