import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselorA = await makeEmployee(db, ['Counselor'], { name: 'Anika Counselor' });
const counselorB = await makeEmployee(db, ['Counselor'], { name: 'Bashir Counselor' });
const officer = await makeEmployee(db, ['admin Officer']);
const visa = await makeEmployee(db, ['Admin Office Visa Section']);

const get = (url: string, who: TestEmployee) =>
  app.inject({ method: 'GET', url: `/api/v1/reports/${url}`, headers: { cookie: who.cookie } });
async function data(url: string, who: TestEmployee) {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A moment in the office's time zone (Dhaka, UTC+6). */
const at = (day: string, time = '10:00') => `${day}T${time}:00+06:00`;

/** A student registered at `created` with its status changes `[to, when]`, as the event log records them. */
async function student(
  name: string,
  counselor: TestEmployee,
  created: string,
  country: string,
  moves: [string, string][] = [],
) {
  const status = moves.at(-1)?.[0] ?? 'follow-up';
  const result = await db.execute<{ id: string }>(sql`
    insert into students (full_name, email, phone_number, details, counselor_id, status, created_at)
    values (${name}, ${`${name}@example.com`}, ${`+8801711${name.length}${Math.floor(Math.random() * 1e5)}`},
      ${JSON.stringify({ chosenCountryName: country })}::jsonb, ${counselor.id}, ${status}, ${created})
    returning id`);
  const id = result.rows[0]?.id as string;
  let from: string | null = null;
  for (const [to, when] of [['follow-up', created] as [string, string], ...moves]) {
    await event(id, 'status-changed', when, { from, to });
    from = to;
  }
  return id;
}

const event = (id: string, kind: string, when: string, payload: object) =>
  db.execute(sql`insert into student_events (student_id, kind, at, payload)
    values (${id}, ${kind}, ${when}, ${JSON.stringify(payload)}::jsonb)`);

async function application(id: string, fields: { country: string; status: string; b2b?: string; visaTeam?: string }) {
  const result = await db.execute<{ id: string }>(sql`
    insert into university_applications (student_id, applicant_id, university_name, subject, country, intake, b2b,
      status, visa_team_id, created_at)
    values (${id}, ${officer.id}, 'Test University', 'Computing', ${fields.country}, 'September 2025',
      ${fields.b2b ?? ''}, ${fields.status}, ${fields.visaTeam ?? null}, ${at('2025-03-09')})
    returning id`);
  return result.rows[0]?.id as string;
}

// The office of March 2025 (Dhaka days), worked out by hand below.
const s1 = await student('Sadia', counselorA, at('2025-03-03'), 'Canada', [
  ['enrolled', at('2025-03-05')],
  ['application-processing', at('2025-03-10')],
  ['visa-processing', at('2025-03-20')],
  ['success', at('2025-03-28')],
]);
const offer = await application(s1, { country: 'Canada', status: 'offer received', visaTeam: visa.id });
await event(s1, 'application-edited', at('2025-03-15'), { applicationId: offer, fields: ['status'] });
await event(s1, 'advice-written', at('2025-03-04'), {});
await db.execute(sql`insert into student_applicants (student_id, applicant_id) values (${s1}, ${officer.id})`);
const s2 = await student('Rafi', counselorA, at('2025-03-04'), 'UK', [['enrolled', at('2025-03-08')]]);
await db.execute(sql`insert into website_profiles (name, email, phone, education, additional, student_id)
  values ('Rafi', 'rafi@example.com', '+8801700000001', '{}'::jsonb, '{}'::jsonb, ${s2})`);
await event(s2, 'advice-written', at('2025-03-07'), {});
await db.execute(sql`insert into next_actions (student_id, due_at) values (${s2}, now() - interval '1 day')`);
const s3 = await student('Tanvir', counselorB, at('2025-03-06'), 'Germany', [
  ['enrolled', at('2025-03-07')],
  ['application-processing', at('2025-03-12')],
]);
const partner = await application(s3, { country: 'Australia', status: 'applied', b2b: 'Agent_X' });
await event(s3, 'application-added', at('2025-03-12'), { applicationId: partner });
// Registered in February, enrolled in March: counted at enrolled, not as a lead.
await student('Nusrat', counselorB, at('2025-02-20'), 'Canada', [['enrolled', at('2025-03-02')]]);
// The office's last minutes of March 31 are in March; its first minutes of April 1 are not (UTC+6).
await student('Imran', counselorB, at('2025-03-31', '23:30'), 'UK');
await student('Laila', counselorA, at('2025-04-01', '00:30'), 'UK');

const MARCH = 'from=2025-03-01&to=2025-03-31';
const none = { leads: 0, enrolled: 0, application: 0, offer: 0, visa: 0, success: 0 };

describe('the funnel', () => {
  it('counts leads of the range and each student at the steps it first reached in the range', async () => {
    const report = await data(`funnel?${MARCH}`, admin);
    expect(report.range).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    // leads: Sadia, Rafi, Tanvir, Imran; enrolled: those three and Nusrat; Sadia went all the way.
    expect(report.totals).toEqual({ leads: 4, enrolled: 4, application: 2, offer: 1, visa: 1, success: 1 });
    expect(report.groups).toEqual([]);
  });

  it('by counselor, by source and by country', async () => {
    const byCounselor = await data(`funnel?${MARCH}&groupBy=counselor`, admin);
    expect(byCounselor.groups).toEqual([
      {
        key: counselorA.id,
        label: 'Anika Counselor',
        counts: { leads: 2, enrolled: 2, application: 1, offer: 1, visa: 1, success: 1 },
      },
      {
        key: counselorB.id,
        label: 'Bashir Counselor',
        counts: { leads: 2, enrolled: 2, application: 1, offer: 0, visa: 0, success: 0 },
      },
    ]);
    const bySource = await data(`funnel?${MARCH}&groupBy=source`, admin);
    expect(Object.fromEntries(bySource.groups.map((g: { key: string; counts: object }) => [g.key, g.counts]))).toEqual({
      'walk-in': { leads: 2, enrolled: 2, application: 1, offer: 1, visa: 1, success: 1 },
      website: { ...none, leads: 1, enrolled: 1 },
      partner: { ...none, leads: 1, enrolled: 1, application: 1 },
    });
    // The latest application's country wins over the student's choice (Tanvir chose Germany, applied to Australia).
    const byCountry = await data(`funnel?${MARCH}&groupBy=country`, admin);
    expect(byCountry.groups.map((g: { label: string; counts: object }) => [g.label, g.counts])).toEqual([
      ['UK', { ...none, leads: 2, enrolled: 1 }],
      ['Canada', { leads: 1, enrolled: 2, application: 1, offer: 1, visa: 1, success: 1 }],
      ['Australia', { ...none, leads: 1, enrolled: 1, application: 1 }],
    ]);
  });

  it('narrows by counselor, source, country and intake', async () => {
    expect((await data(`funnel?${MARCH}&counselor=${counselorB.id}`, admin)).totals).toEqual({
      ...none,
      leads: 2,
      enrolled: 2,
      application: 1,
    });
    expect((await data(`funnel?${MARCH}&source=website`, admin)).totals).toEqual({ ...none, leads: 1, enrolled: 1 });
    expect((await data(`funnel?${MARCH}&country=canada`, admin)).totals.enrolled).toBe(2);
    expect((await data(`funnel?${MARCH}&intake=September%202025`, admin)).totals.leads).toBe(2);
    expect((await data(`funnel?${MARCH}&source=import`, admin)).totals).toEqual(none);
  });
});

describe('time in stage', () => {
  it('gives the median and 90th percentile of the stays that ended in the range, and the stalled now', async () => {
    const report = await data(`stages?${MARCH}`, admin);
    // follow-up stays: 2 (Sadia), 4 (Rafi), 1 (Tanvir), 10 days (Nusrat, from February 20):
    // median (2 + 4) / 2 = 3; 90th percentile 4 + 0.7 × (10 - 4) = 8.2. Stalled now: every open student is months quiet.
    expect(report.stages).toEqual([
      { status: 'follow-up', stays: 4, medianDays: 3, p90Days: 8.2, stalled: 2 },
      { status: 'enrolled', stays: 2, medianDays: 5, p90Days: 5, stalled: 2 },
      { status: 'application-processing', stays: 1, medianDays: 10, p90Days: 10, stalled: 1 },
      { status: 'visa-processing', stays: 1, medianDays: 8, p90Days: 8, stalled: 0 },
    ]);
  });
});

describe('leads', () => {
  it('per office day, zeros included, by source', async () => {
    const report = await data(`leads?${MARCH}`, admin);
    expect(report.points).toHaveLength(31);
    const filled = report.points.filter((p: { total: number }) => p.total > 0);
    expect(filled).toEqual([
      { start: '2025-03-03', total: 1, 'walk-in': 1, website: 0, partner: 0, import: 0 },
      { start: '2025-03-04', total: 1, 'walk-in': 0, website: 1, partner: 0, import: 0 },
      { start: '2025-03-06', total: 1, 'walk-in': 0, website: 0, partner: 1, import: 0 },
      { start: '2025-03-31', total: 1, 'walk-in': 1, website: 0, partner: 0, import: 0 },
    ]);
  });

  it('per week from its Monday', async () => {
    const report = await data(`leads?${MARCH}&interval=week`, admin);
    expect(report.points.map((p: { start: string; total: number }) => [p.start, p.total])).toEqual([
      ['2025-02-24', 0],
      ['2025-03-03', 3],
      ['2025-03-10', 0],
      ['2025-03-17', 0],
      ['2025-03-24', 0],
      ['2025-03-31', 1],
    ]);
  });
});

describe('counselors', () => {
  it('compares new students, conversion, overdue next steps, stalled students and time to the first advice', async () => {
    const report = await data(`counselors?${MARCH}`, admin);
    expect(report.counselors).toEqual([
      // Sadia advised after 1 day, Rafi after 3: median 2. Stalled: Rafi and Laila (April's lead, quiet too).
      {
        _id: counselorA.id,
        name: 'Anika Counselor',
        leads: 2,
        enrolled: 2,
        success: 1,
        overdue: 1,
        stalled: 2,
        medianDaysToFirstAdvice: 2,
      },
      {
        _id: counselorB.id,
        name: 'Bashir Counselor',
        leads: 2,
        enrolled: 1,
        success: 0,
        overdue: 0,
        stalled: 3,
        medianDaysToFirstAdvice: null,
      },
    ]);
  });
});

describe('who sees what', () => {
  it('restricts each desk to its own students', async () => {
    expect((await data(`funnel?${MARCH}`, counselorA)).totals).toEqual({
      leads: 2,
      enrolled: 2,
      application: 1,
      offer: 1,
      visa: 1,
      success: 1,
    });
    // The same statement (written once for its shape) for another counselor: their own numbers.
    expect((await data(`funnel?${MARCH}`, counselorB)).totals).toEqual({
      ...none,
      leads: 2,
      enrolled: 2,
      application: 1,
    });
    const sadiaOnly = { leads: 1, enrolled: 1, application: 1, offer: 1, visa: 1, success: 1 };
    expect((await data(`funnel?${MARCH}`, officer)).totals).toEqual(sadiaOnly);
    expect((await data(`funnel?${MARCH}`, visa)).totals).toEqual(sadiaOnly);
    const counselors = await data(`counselors?${MARCH}`, counselorB);
    expect(counselors.counselors.map((c: { name: string }) => c.name)).toEqual(['Bashir Counselor']);
    expect((await data(`funnel?${MARCH}&counselor=${counselorA.id}`, counselorA)).totals.leads).toBe(2);
  });

  it('refuses a Counselor asking for another counselor, and the roles without reports', async () => {
    for (const report of ['funnel', 'stages', 'leads', 'counselors']) {
      const response = await get(`${report}?${MARCH}&counselor=${counselorB.id}`, counselorA);
      expect(response.statusCode, report).toBe(403);
    }
    expect((await get(`funnel?${MARCH}`, receptionist)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/v1/reports/funnel?${MARCH}` })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('names the parameter', async () => {
    const after = await get('funnel?from=2025-04-01&to=2025-03-01', admin);
    expect(after.statusCode).toBe(400);
    expect(after.json().error.fields).toMatchObject({ from: expect.any(String), to: expect.any(String) });
    const long = await get('leads?from=2020-01-01&to=2025-01-01', admin);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.from).toMatch(/5 years/);
    expect((await get('funnel?from=2020-01-02&to=2025-01-01', admin)).statusCode).toBe(200);
    const group = await get(`funnel?${MARCH}&groupBy=team`, admin);
    expect(group.statusCode).toBe(400);
    expect(Object.keys(group.json().error.fields)).toEqual(['groupBy']);
    expect((await get('stages?from=2025-02-30', admin)).json().error.fields).toHaveProperty('from');
    // a month or a day out of range is refused like every date that is not real (it was a 500)
    for (const query of ['funnel?from=2026-13-01', 'funnel?to=2026-12-32', 'leads?from=2026-00-10']) {
      const refused = await get(query, admin);
      expect(refused.statusCode, query).toBe(400);
      expect(Object.keys(refused.json().error.fields), query).toEqual([query.includes('to=') ? 'to' : 'from']);
    }
  });
});

describe('a change made a second ago', () => {
  it('is counted', async () => {
    const counselorC = await makeEmployee(db, ['Counselor']);
    const before = await data(`funnel?counselor=${counselorC.id}`, admin);
    expect(before.totals).toEqual(none);
    const fresh = await registerStudent(app, receptionist.cookie, studentInput(counselorC.id));
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/v1/student/${fresh.studentId}/status`,
      headers: { cookie: counselorC.cookie },
      payload: { status: 'enrolled' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await data(`funnel?counselor=${counselorC.id}`, admin)).totals).toEqual({ ...none, leads: 1, enrolled: 1 });
    const stays = (await data(`stages?counselor=${counselorC.id}`, admin)).stages;
    expect(stays[0]).toMatchObject({ status: 'follow-up', stays: 1, medianDays: 0 });
    const today = (await data(`leads?counselor=${counselorC.id}`, admin)).points.at(-1);
    expect(today).toMatchObject({ total: 1, 'walk-in': 1 });
  });
});

describe('the spreadsheets', () => {
  it('download each table as data.xlsx', async () => {
    for (const report of ['funnel', 'stages', 'leads', 'counselors']) {
      const response = await get(`download?report=${report}&${MARCH}&groupBy=counselor`, admin);
      expect(response.statusCode, report).toBe(200);
      expect(response.headers['content-disposition']).toContain('data.xlsx');
      expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    expect((await get(`download?report=funnel&${MARCH}&counselor=${counselorB.id}`, counselorA)).statusCode).toBe(403);
  });
});
