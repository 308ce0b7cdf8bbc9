import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { keepStalledCounts } from '../tasks/follow-up-settings.ts';
import { stalledNow } from './report-measures.ts';
import { reportScope } from './report-scope.ts';
import { rangeOf } from './reports.queries.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const officer = await makeEmployee(db, ['admin Officer']);
const anika = await makeEmployee(db, ['Counselor'], { name: 'Anika Counselor' });
const bashir = await makeEmployee(db, ['Counselor'], { name: 'Bashir Counselor' });

async function data(url: string, who: TestEmployee = admin) {
  const response = await app.inject({ method: 'GET', url: `/api/v1/reports/${url}`, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A moment in the office's time zone (Dhaka, UTC+6). */
const at = (day: string) => `${day}T10:00:00+06:00`;

async function student(name: string, counselor: TestEmployee, created: string, country: string) {
  const result = await db.execute<{ id: string }>(sql`
    insert into students (full_name, email, phone_number, details, counselor_id, created_at)
    values (${name}, ${`${name}@example.com`}, ${`+88017${Math.floor(1e8 + Math.random() * 8e8)}`},
      ${JSON.stringify({ chosenCountryName: country })}::jsonb, ${counselor.id}, ${created})
    returning id`);
  return result.rows[0]?.id as string;
}

const moved = (id: string, from: string, to: string, when: string) =>
  db.execute(sql`insert into student_events (student_id, kind, at, payload)
    values (${id}, 'status-changed', ${when}, ${JSON.stringify({ from, to })}::jsonb)`);

const none = { leads: 0, enrolled: 0, application: 0, offer: 0, visa: 0, success: 0 };
const JUNE = 'from=2024-06-01&to=2024-06-30';

// June 2024, worked out by hand: Ola enrolled in May, went back, and enrolled again in June; Pia enrolled in June.
const ola = await student('Ola', anika, at('2024-05-02'), 'Canada');
await moved(ola, 'follow-up', 'enrolled', at('2024-05-20'));
await moved(ola, 'enrolled', 'follow-up', at('2024-05-25'));
await moved(ola, 'follow-up', 'enrolled', at('2024-06-03'));
const pia = await student('Pia', anika, at('2024-06-10'), 'canada');
await moved(pia, 'follow-up', 'enrolled', at('2024-06-12'));
const quinn = await student('Quinn', bashir, at('2024-06-29'), 'UK');

describe('the funnel counts each student at the first time it reached a step', () => {
  it('a second enrolment is not a new one', async () => {
    expect((await data(`funnel?${JUNE}`)).totals).toEqual({ ...none, leads: 2, enrolled: 1 });
    expect((await data(`funnel?from=2024-05-01&to=2024-06-30`)).totals).toEqual({ ...none, leads: 3, enrolled: 2 });
    // Days before a whole month, and after it: Ola's first enrolment on May 20 is in, its registration is not.
    for (const range of ['from=2024-05-20&to=2024-06-30', 'from=2024-05-20&to=2024-07-02']) {
      expect((await data(`funnel?${range}`)).totals, range).toEqual({ ...none, leads: 2, enrolled: 2 });
    }
    // Most of a month at either end is read as its month less the days left out: May 3 leaves out Ola's
    // registration on May 2, June 28 leaves out Quinn's on June 29.
    for (const range of ['from=2024-05-03&to=2024-06-28', 'from=2024-05-03&to=2024-06-30']) {
      expect((await data(`funnel?${range}`)).totals, range).toEqual({
        ...none,
        leads: range.endsWith('28') ? 1 : 2,
        enrolled: 2,
      });
    }
    expect((await data('funnel?from=2024-05-01&to=2024-06-20')).totals).toEqual({ ...none, leads: 2, enrolled: 2 });
  });

  it('keys a country in any case under the way it was first written', async () => {
    const byCountry = await data(`funnel?from=2024-05-01&to=2024-06-30&groupBy=country`);
    expect(
      byCountry.groups.map((g: { label: string; counts: { leads: number } }) => [g.label, g.counts.leads]),
    ).toEqual([
      ['Canada', 2],
      ['UK', 1],
    ]);
  });
});

describe('the counts follow each change to the student, in the same transaction', () => {
  it('moves a reassigned student to its new counselor, in the months and the days', async () => {
    await db.execute(sql`update students set counselor_id = ${bashir.id} where id = ${pia}`);
    const june = await data(`funnel?${JUNE}&groupBy=counselor`);
    expect(june.groups.map((g: { label: string; counts: object }) => [g.label, g.counts])).toEqual([
      ['Bashir Counselor', { ...none, leads: 2, enrolled: 1 }],
    ]);
    // A range that is not whole months reads the days.
    const days = await data(`funnel?from=2024-06-10&to=2024-06-12&counselor=${bashir.id}`);
    expect(days.totals).toEqual({ ...none, leads: 1, enrolled: 1 });
    expect((await data(`funnel?${JUNE}`, bashir)).totals).toEqual({ ...none, leads: 2, enrolled: 1 });
  });

  it('counts a partner application as the source and its country as the destination', async () => {
    await db.execute(sql`insert into university_applications (student_id, applicant_id, university_name, subject,
      country, intake, b2b, status) values (${quinn}, ${officer.id}, 'Test University', 'Law', 'Australia',
      'January 2025', 'Agent_Y', 'applied')`);
    const bySource = await data(`funnel?${JUNE}&groupBy=source`);
    expect(bySource.groups.map((g: { key: string; counts: { leads: number } }) => [g.key, g.counts.leads])).toEqual([
      ['walk-in', 1],
      ['partner', 1],
    ]);
    expect((await data(`funnel?${JUNE}&country=australia`)).totals.leads).toBe(1);
    expect((await data(`leads?${JUNE}&interval=week`)).points.at(-1)).toMatchObject({ total: 1, partner: 1 });
  });

  it('keeps the stays of each status and the stalled students, to the minute of the cutoff', async () => {
    // Ola's stays: enrolled May 20 to 25 (5 days), in follow-up again until June 3 (9 days).
    const june = (await data(`stages?${JUNE}&counselor=${anika.id}`)).stages;
    expect(june[0]).toMatchObject({ status: 'follow-up', stays: 1, medianDays: 9, p90Days: 9 });
    const may = (await data(`stages?from=2024-05-01&to=2024-05-31`)).stages;
    expect(may[1]).toMatchObject({ status: 'enrolled', stays: 1, medianDays: 5 });
    // Follow-up stalls after 7 quiet days: a minute over is stalled, a minute under is not; so are three hours over
    // and under (an earlier and a later hour of the cutoff's day, or of the days beside it).
    const cora = await makeEmployee(db, ['Counselor'], { name: 'Cora Counselor' });
    const over = await student('Rana', cora, at('2024-07-05'), 'UK');
    const under = await student('Sami', cora, at('2024-07-05'), 'UK');
    const hoursOver = await student('Tara', cora, at('2024-07-05'), 'UK');
    const hoursUnder = await student('Umar', cora, at('2024-07-05'), 'UK');
    // Active just now, and two months ago: the months, days and hours after the cutoff, and long before it.
    const now = await student('Vera', cora, at('2024-07-05'), 'UK');
    const longAgo = await student('Wasi', cora, at('2024-07-05'), 'UK');
    await db.execute(sql`update students set last_activity_at = case id
        when ${over}::uuid then now() - interval '7 days 1 minute'
        when ${under}::uuid then now() - interval '6 days 23 hours 59 minutes'
        when ${hoursOver}::uuid then now() - interval '7 days 3 hours'
        when ${hoursUnder}::uuid then now() - interval '6 days 21 hours'
        when ${now}::uuid then now() else now() - interval '62 days' end
      where id in (${over}, ${under}, ${hoursOver}, ${hoursUnder}, ${now}, ${longAgo})`);
    const stages = (await data(`stages?counselor=${cora.id}`)).stages;
    expect(stages[0]).toMatchObject({ status: 'follow-up', stalled: 3 });
    const counselors = (await data(`counselors?from=2024-07-01&to=2024-07-31&counselor=${cora.id}`)).counselors;
    expect(counselors).toMatchObject([{ name: 'Cora Counselor', leads: 6, stalled: 3 }]);
    // The stall mark an hour, days or nothing behind now, or ahead of it (another instance's clock): the same
    // students; by a source, the cutoff's day read from either side of the cutoff, whatever the time of this run.
    const byCounselor = { id: admin.id, role: 'Super Admin' } as Actor;
    for (const hours of [1, 50, 0, -3]) {
      await keepStalledCounts(db, new Date(Date.now() - hours * 3_600_000));
      for (const late of [false, true]) {
        for (const filter of [{ counselor: cora.id }, { counselor: cora.id, source: 'walk-in' as const }]) {
          const rows = await db.execute(stalledNow(reportScope(byCounselor, filter, rangeOf({})), true, late));
          expect(rows.rows, `mark ${hours} hours ago, ${filter.source} late: ${late}`).toEqual([
            { key: cora.id, status: 'follow-up', n: 3 },
          ]);
        }
      }
    }
    // The office's own stall days, as saved: eight quiet days before a follow-up stalls.
    await db.execute(sql`insert into office_settings (key, value)
      values ('stallDays', '{"follow-up": 8, "enrolled": 14, "application-processing": 21, "visa-processing": 30}')`);
    expect((await data(`stages?counselor=${cora.id}`)).stages[0].stalled).toBe(1);
    await db.execute(sql`delete from office_settings where key = 'stallDays'`);
    await db.execute(sql`update students set last_activity_at = now() where id in (${over}, ${hoursOver})`);
    expect((await data(`stages?counselor=${cora.id}`)).stages[0].stalled).toBe(1);
  });

  it('drops an archived student and brings it back when restored', async () => {
    await db.execute(sql`update students set archived_at = now() where id = ${quinn}`);
    expect((await data(`funnel?${JUNE}`)).totals.leads).toBe(1);
    await db.execute(sql`update students set archived_at = null where id = ${quinn}`);
    expect((await data(`funnel?${JUNE}`)).totals.leads).toBe(2);
  });
});

describe('the rollup', () => {
  it('holds what its facts hold in every grouping set, and what rebuilding them from the rows gives', async () => {
    // Last active at another hour of the same office day: the stalled students are counted by the hour.
    const moved = await db.execute(sql`update students
      set last_activity_at = (date_trunc('day', last_activity_at at time zone 'Asia/Dhaka') + interval '5 hours')
        at time zone 'Asia/Dhaka'
      where extract(hour from last_activity_at at time zone 'Asia/Dhaka') <> 5 and status = 'follow-up'`);
    expect(moved.rowCount).toBeGreaterThan(0);
    const counts = () =>
      db.execute(sql`select dims, grain, period::text, step, counselor_id, source, country, n
        from report_funnel_counts where n <> 0 order by 1, 2, 3, 4, 5, 6, 7`);
    const kept = await counts();
    const fromFacts = await db.execute(sql`
      select grouping(counselor_id, source, country) as dims, p.grain, p.period::text, x.step, counselor_id,
        source, country, count(*)::int as n
      from (select counselor_id, source, lower(country) as country, lead_on, enrolled_on, application_on, offer_on,
          visa_on, success_on from report_facts) f
      cross join lateral (values (0, lead_on), (1, enrolled_on), (2, application_on), (3, offer_on), (4, visa_on),
        (5, success_on)) x(step, day)
      cross join lateral (values ('day', x.day), ('month', date_trunc('month', x.day)::date)) p(grain, period)
      where x.day is not null
      group by p.grain, p.period, x.step, cube(counselor_id, source, country)
      order by 1, 2, 3, 4, 5, 6, 7`);
    expect(kept.rows).toEqual(fromFacts.rows);
    expect(kept.rows.length).toBeGreaterThan(0);

    const measures = () =>
      db.execute(sql`select dims, measure, grain, period::text, value, counselor_id, source, country, n
        from report_measure_counts where n <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8`);
    const keptMeasures = await measures();
    const measuresFromFacts = await db.execute(sql`
      select grouping(f.counselor_id, f.source, f.key) as dims, m.measure, p.grain, p.period::text, m.value,
        f.counselor_id, f.source, f.key as country, count(*)::int as n
      from (select *, lower(country) as key from report_facts) f
      cross join lateral report_fact_measures(f.lead_on, f.enrolled_on, f.status, f.active_on, f.advice_on, f.stays) m
      cross join lateral (values ('day', m.day), ('month', date_trunc('month', m.day)::date)) p(grain, period)
      group by m.measure, p.grain, p.period, m.value, cube(f.counselor_id, f.source, f.key)
      order by 1, 2, 3, 4, 5, 6, 7, 8`);
    expect(keptMeasures.rows).toEqual(measuresFromFacts.rows);
    expect(keptMeasures.rows.some((row) => String(row.measure).startsWith('stay:'))).toBe(true);
    // The stalled students at the stall mark, by counselor and status, as the students' own rows give them.
    const stalled = () =>
      db.execute(sql`select counselor_id, status, n from stalled_counts where n <> 0 order by 1, 2`);
    const keptStalled = await stalled();
    const stalledFromRows = await db.execute(sql`select s.counselor_id, s.status::text, count(*)::int as n
      from students s cross join stall_mark m
      where s.archived_at is null and s.status in ('follow-up', 'enrolled', 'application-processing', 'visa-processing')
        and s.last_activity_at < m.at - make_interval(days => (m.days->>s.status::text)::int)
      group by 1, 2 order by 1, 2`);
    expect(keptStalled.rows).toEqual(stalledFromRows.rows);
    expect(keptStalled.rows.length).toBeGreaterThan(0);
    const hours = await db.execute(sql`select count(*)::int as wrong
      from report_facts f join students s on s.id = f.student_id
      where f.active_hour is distinct from extract(hour from s.last_activity_at at time zone 'Asia/Dhaka')::int`);
    expect(hours.rows).toEqual([{ wrong: 0 }]);

    const facts = () => db.execute(sql`select * from report_facts order by student_id`);
    const before = await facts();
    await db.execute(sql`truncate report_facts, report_funnel_counts, report_measure_counts, stalled_counts`);
    await db.execute(sql`select report_facts_refresh(array(select id from students))`);
    expect((await facts()).rows).toEqual(before.rows);
    expect((await counts()).rows).toEqual(kept.rows);
    expect((await measures()).rows).toEqual(keptMeasures.rows);
    expect((await stalled()).rows).toEqual(keptStalled.rows);
  });

  it('gives the same reports as the facts read directly', async () => {
    // An intake is held by the facts alone; the same question without it, by the rollup.
    await db.execute(sql`update students set details = details || '{"intake": "September 2024"}'::jsonb`);
    await db.execute(sql`update university_applications set intake = 'September 2024'`);
    for (const groupBy of ['counselor', 'source', 'country']) {
      const url = `funnel?from=2024-05-01&to=2024-06-30&groupBy=${groupBy}`;
      expect((await data(`${url}&intake=september%202024`)).groups).toEqual((await data(url)).groups);
    }
    for (const report of ['stages', 'counselors']) {
      for (const range of ['from=2024-05-01&to=2024-06-30', 'from=2024-05-04&to=2024-06-28']) {
        for (const narrowed of ['', '&source=walk-in', '&country=canada']) {
          const url = `${report}?${range}${narrowed}`;
          expect(await data(`${url}&intake=september%202024`), url).toEqual(await data(url));
        }
      }
    }
  });

  it("counts the stalled students from either side of the cutoff's day, as the facts do", async () => {
    // The office's stall days put follow-up's cutoff early in last month (its month less the days up to it is read)
    // and enrolled's late in it (the days after it are read), whatever the date of this run.
    const today = new Date(Date.now() + 6 * 3_600_000);
    const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
    const since = (day: number) => Math.round((Date.UTC(y, m, d) - Date.UTC(y, m - 1, day)) / 86_400_000);
    const stallDays = {
      'follow-up': since(2),
      enrolled: since(27),
      'application-processing': 21,
      'visa-processing': 30,
    };
    await db.execute(sql`insert into office_settings (key, value) values ('stallDays', ${JSON.stringify(stallDays)}::jsonb)
      on conflict (key) do update set value = excluded.value`);
    // Forty students in the four stages, last active every 43 hours over the last 72 days.
    for (let i = 0; i < 40; i++) await student(`Xan ${i}`, i % 2 ? anika : bashir, at('2024-06-15'), 'Canada');
    await db.execute(sql`update students s set status = (array['follow-up', 'enrolled', 'application-processing',
        'visa-processing'])[1 + x.n % 4]::student_status, last_activity_at = now() - interval '43 hours' * x.n,
        details = s.details || '{"intake": "September 2024"}'::jsonb
      from (select id, row_number() over (order by full_name) as n from students where full_name like 'Xan %') x
      where x.id = s.id`);
    const stalled = (await data('stages?from=2024-06-01&to=2024-06-30')).stages.map(
      (stage: { stalled: number }) => stage.stalled,
    );
    expect(stalled.every((n: number) => n > 0)).toBe(true);
    // The stall mark kept at the office's days, then at the defaults, with students changed between.
    for (const keptAt of ['saved', 'default']) {
      if (keptAt === 'default') {
        await db.execute(sql`delete from office_settings where key = 'stallDays'`);
        await keepStalledCounts(db, new Date(Date.now() - 30 * 3_600_000));
        await db.execute(sql`insert into office_settings (key, value)
          values ('stallDays', ${JSON.stringify(stallDays)}::jsonb)`);
        await db.execute(sql`update students set last_activity_at = last_activity_at + interval '20 hours',
          status = case when status = 'enrolled' then 'follow-up'::student_status else status end
          where full_name like 'Xan 1%'`);
      } else await keepStalledCounts(db);
      for (const report of ['stages', 'counselors']) {
        for (const narrowed of ['', '&source=walk-in', `&counselor=${anika.id}`]) {
          const url = `${report}?from=2024-06-01&to=2024-06-30${narrowed}`;
          expect(await data(`${url}&intake=september%202024`), `${keptAt}: ${url}`).toEqual(await data(url));
        }
      }
    }
    await db.execute(sql`delete from office_settings where key = 'stallDays'`);
    await keepStalledCounts(db);
  });

  it('counts the overdue next steps of each counselor from the next steps alone, as the facts do', async () => {
    const of = async (name: string, counselor: TestEmployee, due: string) => {
      const id = await student(name, counselor, at('2024-06-20'), 'Canada');
      await db.execute(sql`insert into next_actions (student_id, due_at) values (${id}, now() + ${due}::interval)`);
      return id;
    };
    // Yara's is due tomorrow; Zaid is archived, Bina successful: none of theirs counts. Bilal moves to Anika.
    const [, zaid] = [await of('Yusra', anika, '-2 days'), await of('Zaid', anika, '-1 day')];
    await of('Yara', anika, '1 day');
    const [, bina, bilal] = [
      await of('Badal', bashir, '-3 days'),
      await of('Bina', bashir, '-1 hour'),
      await of('Bilal', bashir, '-5 days'),
    ];
    await db.execute(sql`update students set archived_at = now() where id = ${zaid}`);
    await db.execute(sql`update students set status = 'success' where id = ${bina}`);
    await db.execute(sql`update students set counselor_id = ${anika.id} where id = ${bilal}`);
    await db.execute(sql`update students set details = details || '{"intake": "September 2024"}'::jsonb
      where full_name in ('Yusra', 'Zaid', 'Yara', 'Badal', 'Bina', 'Bilal')`);
    const url = 'counselors?from=2024-06-01&to=2024-06-30';
    const overdue = async (path: string, who: TestEmployee = admin) =>
      Object.fromEntries(
        (await data(path, who)).counselors.map((c: { name: string; overdue: number }) => [c.name, c.overdue]),
      );
    expect(await overdue(url)).toMatchObject({ 'Anika Counselor': 2, 'Bashir Counselor': 1 });
    expect(await overdue(`${url}&intake=september%202024`)).toEqual(await overdue(url));
    expect(await overdue(url, anika)).toEqual({ 'Anika Counselor': 2 });
    expect(await overdue(`${url}&counselor=${bashir.id}`)).toEqual({ 'Bashir Counselor': 1 });
    // Restored, Zaid's counts again.
    await db.execute(sql`update students set archived_at = null where id = ${zaid}`);
    expect(await overdue(url)).toMatchObject({ 'Anika Counselor': 3, 'Bashir Counselor': 1 });
  });
});
