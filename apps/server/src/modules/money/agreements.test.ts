import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { agreements, commissions } from '../../db/schema/money.ts';
import { auditEvents, universityApplications } from '../../db/schema.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let accounts: TestEmployee;
let counselor: TestEmployee;
let officer: TestEmployee;

const call = callerOf(app);

const percent = (universityName: string, extra: object = {}) => ({
  universityName,
  basis: 'percent',
  percent: 15,
  currency: 'GBP',
  instalments: 2,
  monthsBetween: 6,
  claimable: 'census',
  censusDays: 30,
  ...extra,
});
const fixed = (universityName: string, amount: string, currency: string, extra: object = {}) =>
  percent(universityName, { basis: 'fixed', percent: undefined, amount, currency, ...extra });

async function create(body: object) {
  const response = await call('POST', '/agreements', accounts, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; active: boolean };
}

const stored = async (id: string) => (await db.select().from(agreements).where(eq(agreements.id, id)))[0];
const auditOf = (id: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'agreement'), eq(auditEvents.recordId, id)))
    .orderBy(auditEvents.at);

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  accounts = await makeEmployee(db, ['Accounts']);
  counselor = await makeEmployee(db, ['Counselor']);
  officer = await makeEmployee(db, ['admin Officer']);
});

describe('university agreements', () => {
  it('store a per cent as basis points and no amount, audited', async () => {
    const response = await call('POST', '/agreements', admin, percent('University of Leeds', { percent: '12.75' }));
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json().data;
    expect(made).toMatchObject({
      universityName: 'University of Leeds',
      courseLevel: '',
      basis: 'percent',
      percent: 12.75,
      amountMinor: null,
      instalments: 2,
      claimable: 'census',
      active: true,
      commissions: 0,
    });
    expect(await stored(made.id)).toMatchObject({ percentBp: 1275, amountMinor: null });
    const [event] = await auditOf(made.id);
    expect(event).toMatchObject({ actorId: admin.id, action: 'created', before: null });
    expect(event?.after).toMatchObject({ universityName: 'University of Leeds', percent: 12.75 });
  });

  it('store a fixed amount in minor units of its currency and no per cent', async () => {
    const euro = await create(fixed('TU Munich', '1,250.50', 'eur', { percent: 20 }));
    expect(euro).toMatchObject({ basis: 'fixed', amountMinor: 125050, currency: 'EUR', percent: null });
    expect(await stored(euro.id)).toMatchObject({ percentBp: null, amountMinor: 125050 });
    const yen = await create(fixed('University of Tokyo', '300000', 'JPY'));
    expect(yen).toMatchObject({ amountMinor: 300000, currency: 'JPY' });
    const dinar = await create(fixed('Kuwait University', '10.125', 'KWD'));
    expect(dinar).toMatchObject({ amountMinor: 10125 });
    // grouped in lakhs, as a Bangladeshi office writes it
    const taka = await create(fixed('University of Dhaka', '1,50,000', 'BDT'));
    expect(taka).toMatchObject({ amountMinor: 15_000_000 });
  });

  it('allow one active agreement per university (any case) and level', async () => {
    const first = await create(percent('Monash University'));
    const again = await call('POST', '/agreements', accounts, percent('MONASH university', { percent: 9 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'DUPLICATE', fields: { universityName: expect.any(String) } });
    await create(percent('Monash University', { courseLevel: 'Masters' }));
    const inactive = await create(percent('monash university', { active: false }));
    const reactivated = await call('PUT', `/agreements/${inactive.id}`, accounts, percent('Monash University'));
    expect(reactivated.statusCode).toBe(409);
    expect(reactivated.json().error.code).toBe('DUPLICATE');
    // deactivate the first, and the other may become the active one
    expect(
      (await call('PUT', `/agreements/${first.id}`, accounts, percent('Monash University', { active: false })))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', `/agreements/${inactive.id}`, accounts, percent('Monash University'))).statusCode).toBe(
      200,
    );
  });

  it('refuse bad input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [percent(''), 'universityName'],
      [percent('x'.repeat(201)), 'universityName'],
      [percent('No Per Cent', { percent: undefined }), 'percent'],
      [percent('Too Many Decimals', { percent: 10.125 }), 'percent'],
      [percent('Above All', { percent: 120 }), 'percent'],
      [fixed('No Amount', '', 'EUR', { amount: undefined }), 'amount'],
      [fixed('Negative', '-500', 'EUR'), 'amount'],
      [fixed('Nothing', '0.00', 'EUR'), 'amount'],
      [fixed('Decimal Comma', '1250,50', 'EUR'), 'amount'],
      [fixed('Words', 'ten thousand', 'EUR'), 'amount'],
      [fixed('Cents Of Yen', '10.5', 'JPY'), 'amount'],
      [fixed('Three Decimals', '10.125', 'EUR'), 'amount'],
      [fixed('Not ISO', '100', 'EUX'), 'currency'],
      [fixed('Gold', '100', 'XAU'), 'currency'],
      [fixed('No Currency', '100', 'XXX'), 'currency'],
      [fixed('Past Counting', '9999999999999.999', 'KWD'), 'amount'],
      [fixed('Number Currency', '100', 42 as unknown as string), 'currency'],
      [percent('Odd Level', { courseLevel: 'Kindergarten' }), 'courseLevel'],
      [percent('No Instalments', { instalments: 0 }), 'instalments'],
      [percent('Half Instalment', { instalments: 1.5 }), 'instalments'],
      [percent('Bad Basis', { basis: 'barter' }), 'basis'],
      [percent('Bad Claimable', { claimable: 'whenever' }), 'claimable'],
      [percent('Wrong Type', { active: 'no' }), 'active'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/agreements', accounts, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    const huge = await call('POST', '/agreements', accounts, fixed('Huge', '9999999999999.999', 'KWD'));
    expect(huge.json().error.fields.amount).toBe(
      'Type a smaller amount: this one is past what can be counted to the last unit',
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/agreements/${unknown}`, accounts, percent('Anywhere'))).statusCode).toBe(404);
    expect((await call('DELETE', `/agreements/${unknown}`, accounts)).statusCode).toBe(404);
  });

  it('list active first, by university and level, with the ledger rows made from each', async () => {
    const used = await create(percent('Deakin University'));
    const receptionist = await makeEmployee(db, ['receptionist']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const [application] = await db
      .insert(universityApplications)
      .values({
        studentId: student._id,
        applicantId: officer.id,
        universityName: 'Deakin University',
        subject: 'MBA',
        country: 'Australia',
        intake: 'July 2027',
      })
      .returning();
    if (!application) throw new Error('no application');
    await db.insert(commissions).values(
      [1, 2].map((instalment) => ({
        applicationId: application.id,
        studentId: student._id,
        agreementId: used.id,
        instalment,
        instalments: 2,
        amountMinor: 150000,
        currency: 'GBP',
        dueOn: `2027-0${instalment * 3}-01`,
      })),
    );
    const list = (await call('GET', '/agreements', accounts)).json().data as {
      id: string;
      universityName: string;
      active: boolean;
      commissions: number;
    }[];
    expect(list.find((a) => a.id === used.id)?.commissions).toBe(2);
    const actives = list.filter((a) => a.active);
    expect(list.slice(0, actives.length)).toEqual(actives);
    const names = actives.map((a) => a.universityName.toLowerCase());
    expect(names).toEqual([...names].sort());

    const refused = await call('DELETE', `/agreements/${used.id}`, accounts);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'IN_USE', message: expect.stringMatching(/deactivate/) });
  });

  it('are edited and deleted with before and after in the trail', async () => {
    const made = await create(percent('University of Otago'));
    const edited = await call(
      'PUT',
      `/agreements/${made.id}`,
      accounts,
      fixed('University of Otago', '2000', 'NZD', { instalments: 1 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ basis: 'fixed', amountMinor: 200000, percent: null, currency: 'NZD' });
    const deleted = await call('DELETE', `/agreements/${made.id}`, accounts);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored(made.id)).toBeUndefined();
    const events = await auditOf(made.id);
    expect(events.map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
    expect(events[1]).toMatchObject({
      before: expect.objectContaining({ basis: 'percent', percent: 15 }),
      after: expect.objectContaining({ basis: 'fixed', amountMinor: 200000 }),
    });
    expect(events[2]).toMatchObject({ before: expect.objectContaining({ currency: 'NZD' }), after: null });
  });

  it('are for Super Admin and Accounts only', async () => {
    const target = await create(percent('Guarded University'));
    for (const who of [counselor, officer]) {
      expect((await call('GET', '/agreements', who)).statusCode).toBe(403);
      expect((await call('POST', '/agreements', who, percent('Sneaky'))).statusCode).toBe(403);
      expect((await call('PUT', `/agreements/${target.id}`, who, percent('Sneaky'))).statusCode).toBe(403);
      expect((await call('DELETE', `/agreements/${target.id}`, who)).statusCode).toBe(403);
    }
  });
});
