import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callerOf,
  eventually,
  holdOpen,
  lockWaits,
  makeEmployee,
  type TestEmployee,
  testApp,
} from '../../../test/helpers.ts';
import { ledgerWorld } from '../../../test/ledger.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { commissions, partners } from '../../db/schema/money.ts';
import { auditEvents, universityApplications } from '../../db/schema.ts';

const { app, db, pool } = await testApp();
const world = await ledgerWorld(app, db);
let admin: TestEmployee;
let accounts: TestEmployee;
let counselor: TestEmployee;
let officer: TestEmployee;
let student: { _id: string };

const call = callerOf(app);

const partner = (name: string, extra: object = {}) => ({ name, sharePercent: 10, ...extra });

async function create(body: object, who = accounts) {
  const response = await call('POST', '/partners', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string };
}

/** An application that names the partner, as the application form stores it. */
async function application(partnerId: string | null, b2b: string) {
  const [row] = await db
    .insert(universityApplications)
    .values({
      studentId: student._id,
      applicantId: officer.id,
      universityName: 'University of Leeds',
      subject: 'MSc Data Science',
      country: 'UK',
      intake: 'September 2027',
      b2b,
      partnerId,
    })
    .returning();
  if (!row) throw new Error('no application');
  return row;
}

const waiting = () => lockWaits(db);

const auditOf = (id: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'partner'), eq(auditEvents.recordId, id)))
    .orderBy(auditEvents.at);

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  accounts = await makeEmployee(db, ['Accounts']);
  counselor = await makeEmployee(db, ['Counselor']);
  officer = await makeEmployee(db, ['admin Officer']);
  const receptionist = await makeEmployee(db, ['receptionist']);
  student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
});

describe('partners', () => {
  it('are added with their share in basis points, and audited', async () => {
    const response = await call('POST', '/partners', accounts, {
      name: '  Dhaka Bridge Consultants ',
      contact: 'Rafi Islam',
      email: 'rafi@bridge.example',
      phone: '+880 1711 000111',
      country: 'Bangladesh',
      sharePercent: '12.5',
    });
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json().data;
    expect(made).toMatchObject({ name: 'Dhaka Bridge Consultants', sharePercent: 12.5, active: true, applications: 0 });
    const [row] = await db.select().from(partners).where(eq(partners.id, made.id));
    expect(row?.shareBp).toBe(1250);
    const [event] = await auditOf(made.id);
    expect(event).toMatchObject({ actorId: accounts.id, action: 'created', before: null });
    expect(event?.after).toMatchObject({ name: 'Dhaka Bridge Consultants', sharePercent: 12.5 });
  });

  it('refuses a name another partner has, whatever its case, naming the field', async () => {
    await create(partner('Sylhet Study Link'));
    const again = await call('POST', '/partners', admin, partner('SYLHET study LINK'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'DUPLICATE', fields: { name: expect.any(String) } });
    const other = await create(partner('Chittagong Abroad'));
    const renamed = await call('PUT', `/partners/${other.id}`, accounts, partner('sylhet study link'));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.code).toBe('DUPLICATE');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [partner(''), 'name'],
      [partner('x'.repeat(121)), 'name'],
      [partner('Share Decimals', { sharePercent: 12.345 }), 'sharePercent'],
      [partner('Share Above', { sharePercent: 100.5 }), 'sharePercent'],
      [partner('Share Negative', { sharePercent: -1 }), 'sharePercent'],
      [partner('Share Words', { sharePercent: 'ten' }), 'sharePercent'],
      [partner('Bad Mail', { email: 'not-an-address' }), 'email'],
      [partner('Long Country', { country: 'x'.repeat(61) }), 'country'],
      [partner('Wrong Type', { active: 'yes' }), 'active'],
      [{ sharePercent: 5 }, 'name'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/partners', accounts, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    expect((await call('PUT', '/partners/not-a-uuid', accounts, partner('Fine'))).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/partners/${unknown}`, accounts, partner('Fine'))).statusCode).toBe(404);
    expect((await call('DELETE', `/partners/${unknown}`, accounts)).statusCode).toBe(404);
  });

  it('lists the active ones first, then by name, with how many applications name each', async () => {
    const zeta = await create(partner('aaa Inactive Agents', { active: false }));
    const used = await create(partner('Barisal Pathways'));
    await application(used.id, used.name);
    await application(used.id, used.name);
    const list = (await call('GET', '/partners', admin)).json().data as {
      id: string;
      name: string;
      active: boolean;
      applications: number;
    }[];
    const actives = list.filter((p) => p.active);
    expect(list.slice(0, actives.length)).toEqual(actives);
    expect(list.at(-1)?.id).toBe(zeta.id);
    const names = actives.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list.find((p) => p.id === used.id)?.applications).toBe(2);
  });

  it('renames the B2B text of the applications that name it, in the same change', async () => {
    const renamed = await create(partner('Khulna Gateway'));
    const named = await application(renamed.id, 'Khulna Gateway');
    const other = await application(null, 'Khulna Gateway Two');
    const response = await call(
      'PUT',
      `/partners/${renamed.id}`,
      accounts,
      partner('Khulna Gateway Ltd', { sharePercent: 7.25 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Khulna Gateway Ltd', sharePercent: 7.25, applications: 1 });
    const b2bOf = async (id: string) =>
      (await db.select().from(universityApplications).where(eq(universityApplications.id, id)))[0]?.b2b;
    expect(await b2bOf(named.id)).toBe('Khulna Gateway Ltd');
    expect(await b2bOf(other.id)).toBe('Khulna Gateway Two');
    const events = await auditOf(renamed.id);
    expect(events.at(-1)).toMatchObject({
      action: 'updated',
      before: expect.objectContaining({ name: 'Khulna Gateway', sharePercent: 10 }),
      after: expect.objectContaining({ name: 'Khulna Gateway Ltd', sharePercent: 7.25 }),
    });
  });

  it('renames an application filed while it is renamed too', async () => {
    const racer = await create(partner('Racer Agents'));
    const named = await application(racer.id, 'Racer Agents');
    const filer = await world.student('Racing Rina');
    const stored = async (id: string) =>
      (await db.select().from(universityApplications).where(eq(universityApplications.id, id)))[0];
    // The application that names it held, so the rename waits on it midway; an application is filed meanwhile.
    const held = await pool.connect();
    let filed: string | undefined;
    try {
      await held.query('begin');
      await held.query('select 1 from university_applications where id = $1 for update', [named.id]);
      const renaming = call('PUT', `/partners/${racer.id}`, accounts, partner('Racer Group')).then((r) => r);
      await eventually(async () => (await waiting()) >= 1, 'the rename waiting');
      const filing = world.apply(filer, { universityName: 'University of Leeds', b2b: 'racer agents' }).then((id) => {
        filed = id;
      });
      await eventually(async () => filed !== undefined || (await waiting()) >= 2, 'the filing waiting');
      await held.query('commit');
      expect((await renaming).statusCode).toBe(200);
      await filing;
    } finally {
      await held.query('rollback').catch(() => {});
      held.release();
    }
    expect(await stored(filed ?? '')).toMatchObject({ b2b: 'Racer Group', partnerId: racer.id });
    expect(await stored(named.id)).toMatchObject({ b2b: 'Racer Group', partnerId: racer.id });
    const list = (await call('GET', '/partners', accounts)).json().data as { name: string }[];
    expect(list.map((p) => p.name)).not.toContain('Racer Agents');
  });

  it('is deleted only when nothing names it; otherwise 409: deactivate it instead', async () => {
    const named = await create(partner('Rajshahi Route'));
    await application(named.id, named.name);
    const refused = await call('DELETE', `/partners/${named.id}`, accounts);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'IN_USE', message: expect.stringMatching(/deactivate/) });

    const ledgered = await create(partner('Comilla Connect'));
    const app2 = await application(null, '');
    await db.insert(commissions).values({
      applicationId: app2.id,
      studentId: student._id,
      partnerId: ledgered.id,
      amountMinor: 100000,
      currency: 'GBP',
      dueOn: '2027-10-01',
    });
    expect((await call('DELETE', `/partners/${ledgered.id}`, admin)).json().error.code).toBe('IN_USE');

    const unused = await create(partner('Never Used Agents'));
    const deleted = await call('DELETE', `/partners/${unused.id}`, accounts);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: unused.id });
    expect(await db.select().from(partners).where(eq(partners.id, unused.id))).toEqual([]);
    expect((await auditOf(unused.id)).at(-1)).toMatchObject({
      action: 'deleted',
      before: expect.objectContaining({ name: 'Never Used Agents' }),
      after: null,
    });
    const kept = await call('PUT', `/partners/${named.id}`, accounts, partner(named.name, { active: false }));
    expect(kept.json().data.active).toBe(false);
  });

  it('is not deleted under an application filed while the delete waited for it: 409, both kept', async () => {
    const named = await create(partner('Late Filing Agents'));
    // The application is written and not yet committed, so the delete waits for its lock on the partner.
    const filing = holdOpen(db, (tx) =>
      tx
        .insert(universityApplications)
        .values({
          studentId: student._id,
          applicantId: officer.id,
          universityName: 'University of Leeds',
          subject: 'MSc Finance',
          country: 'UK',
          intake: 'September 2027',
          b2b: named.name,
          partnerId: named.id,
        })
        .returning({ id: universityApplications.id }),
    );
    const [filed] = await filing.opened;
    const deleting = call('DELETE', `/partners/${named.id}`, accounts);
    await eventually(async () => (await waiting()) >= 1, 'the delete waiting for the filing');
    filing.release();
    await filing.ended;
    const deleted = await deleting;
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.json().error.code).toBe('IN_USE');
    expect(await db.select().from(partners).where(eq(partners.id, named.id))).toHaveLength(1);
    const [application] = await db
      .select()
      .from(universityApplications)
      .where(eq(universityApplications.id, filed?.id ?? ''));
    expect(application).toMatchObject({ partnerId: named.id });
  });

  it('is for Super Admin and Accounts only', async () => {
    const target = await create(partner('Guarded Partner'));
    for (const who of [counselor, officer]) {
      expect((await call('GET', '/partners', who)).statusCode).toBe(403);
      expect((await call('POST', '/partners', who, partner('Sneaky'))).statusCode).toBe(403);
      expect((await call('PUT', `/partners/${target.id}`, who, partner('Sneaky'))).statusCode).toBe(403);
      expect((await call('DELETE', `/partners/${target.id}`, who)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/partners' })).statusCode).toBe(401);
  });

  it('give their active names, and nothing else, to those who file applications', async () => {
    const active = await create(partner('Names Only Agents', { contact: 'Ms Secret', email: 'secret@example.com' }));
    const inactive = await create(partner('Sleeping Agents', { active: false }));
    const names = await call('GET', '/partners/names', officer);
    expect(names.statusCode).toBe(200);
    const data = names.json().data as { id: string; name: string }[];
    expect(data).toContainEqual({ id: active.id, name: 'Names Only Agents' });
    expect(data.map((p) => p.id)).not.toContain(inactive.id);
    expect(names.body).not.toContain('secret@example.com');
    expect((await call('GET', '/partners/names', counselor)).statusCode).toBe(403);
  });
});
