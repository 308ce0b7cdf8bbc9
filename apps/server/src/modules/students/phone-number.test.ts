import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { normalisePhone } from '@studydesk/shared/phone';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { studentInput } from '../../../test/students.ts';
import { websiteProfiles } from '../../db/schema/website.ts';
import { auditEvents, students } from '../../db/schema.ts';

const { app, db, pool } = await testApp();
let admin: TestEmployee;
let receptionist: TestEmployee;
let counselor: TestEmployee;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, who: TestEmployee | null, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const register = (fullName: string, phoneNumber: string) =>
  call('POST', '/receptionist/add-student', receptionist, studentInput(counselor.id, { fullName, phoneNumber }));

describe('phone numbers, stored as E.164 (issue 19)', () => {
  it('stores each way of writing one number as one number, and refuses the same person twice', async () => {
    const first = await register('Tahmina Akter', '01700-000163');
    expect(first.statusCode).toBe(201);
    expect(first.json().data.phoneNumber).toBe('+8801700000163');
    for (const typed of ['+8801700000163', '+880 1700 000163', '008801700000163', '1700000163']) {
      const again = await register('tahmina akter', typed);
      expect(again.statusCode, typed).toBe(409);
      expect(again.json().error.message).toBe('Student already exists');
    }
    const found = await call(
      'GET',
      `/receptionist/student/Tahmina%20Akter/${encodeURIComponent('+880-1700-000163')}`,
      receptionist,
    );
    expect(found.json().data.map((s: { _id: string }) => s._id)).toEqual([first.json().data._id]);
  });

  it('refuses a number that cannot be dialled, naming the field, and stores nothing', async () => {
    const before = await db.$count(students);
    const response = await register('Nobody Dialable', '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.phoneNumber).toMatch(/12345 is not a phone number/);
    expect(await db.$count(students)).toBe(before);
  });

  it('normalises an edited number, and an edit to the same number in another form changes nothing', async () => {
    const { studentId, _id } = (await register('Rafiq Hasan', '01811-000222')).json().data;
    const same = await call('PATCH', `/student/${studentId}`, counselor, { phoneNumber: '+880 1811 000222' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.phoneNumber).toBe('+8801811000222');
    const updates = await db.select().from(auditEvents).where(eq(auditEvents.recordId, _id));
    expect(updates.filter((a) => a.action === 'updated')).toEqual([]);
    const edited = await call('PATCH', `/student/${studentId}`, counselor, { phoneNumber: '01911 000333' });
    expect(edited.json().data.phoneNumber).toBe('+8801911000333');
    const bad = await call('PATCH', `/student/${studentId}`, counselor, { phoneNumber: '000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('phoneNumber');
  });

  it('reads a number without a country code by the office’s phone country, which Super Admin alone may change', async () => {
    const shown = await call('GET', '/settings/office-locale', null);
    expect(shown.json().data).toEqual({ locale: 'en-GB', phoneCountry: 'BD' });
    expect((await call('PUT', '/settings/office-locale', receptionist, { phoneCountry: 'GB' })).statusCode).toBe(403);
    const wrong = await call('PUT', '/settings/office-locale', admin, { phoneCountry: 'XX' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('phoneCountry');
    const saved = await call('PUT', '/settings/office-locale', admin, { phoneCountry: 'GB' });
    // the date format is left as it was
    expect(saved.json().data).toEqual({ locale: 'en-GB', phoneCountry: 'GB' });
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.recordId, 'office-locale'));
    expect(audit).toMatchObject({ before: { phoneCountry: 'BD' }, after: { phoneCountry: 'GB' } });
    try {
      const british = await register('Oliver Smith', '07700 900123');
      expect(british.json().data.phoneNumber).toBe('+447700900123');
      // a number with its country code stays that country's
      const bangladeshi = await register('Sumaiya Islam', '+880 1712 000444');
      expect(bangladeshi.json().data.phoneNumber).toBe('+8801712000444');
    } finally {
      await call('PUT', '/settings/office-locale', admin, { phoneCountry: 'BD' });
    }
  });

  it('stores a website enquiry’s number as E.164, and keeps one that cannot be a number as typed', async () => {
    const enquiry = (phone: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/public/enquiry',
        payload: { name: 'Web Visitor', email, phone },
      });
    expect((await enquiry('01712-555000', 'visitor.phone@example.com')).statusCode).toBeLessThan(300);
    expect((await enquiry('12 345', 'visitor.odd@example.com')).statusCode).toBeLessThan(300);
    const phoneOf = async (email: string) =>
      (await db.select().from(websiteProfiles).where(eq(websiteProfiles.email, email)))[0]?.phone;
    expect(await phoneOf('visitor.phone@example.com')).toBe('+8801712555000');
    expect(await phoneOf('visitor.odd@example.com')).toBe('12 345');
  });
});

describe('migration 0032: the numbers stored before', () => {
  it('reads numbers by the rule for Bangladesh exactly as the application does', async () => {
    const sql = await readFile(
      path.resolve(import.meta.dirname, '../../db/migrations/0032_phone_numbers_e164.sql'),
      'utf8',
    );
    const [create, updateStudents] = sql.split('--> statement-breakpoint');
    const client = await pool.connect();
    try {
      await client.query(create ?? '');
      for (const typed of [
        '01711-000111',
        '+880 1811 555666',
        '8801911000222',
        '1712000333',
        '00447700900123',
        '02-9123456',
        '017-1234 5678',
      ]) {
        const { rows } = await client.query<{ e164: string | null }>('select pg_temp.bd_e164($1) as e164', [typed]);
        expect(rows[0]?.e164, typed).toBe(normalisePhone(typed, 'BD'));
      }
      // Live students: one typed twice by name and number stays as typed, the rest are brought to E.164.
      const name = `Migrated ${Date.now()}`;
      const insert = (fullName: string, phone: string) =>
        client.query<{ id: string }>(
          `insert into students (full_name, email, phone_number, details, counselor_id, created_by)
           values ($1, 'm@example.com', $2, '{}', $3, $3) returning id`,
          [fullName, phone, counselor.id],
        );
      const a = (await insert(name, '01700-111222')).rows[0]?.id;
      const b = (await insert(name.toUpperCase(), '+880 1700 111222')).rows[0]?.id;
      const c = (await insert(`${name} other`, '01700 111222')).rows[0]?.id;
      const d = (await insert(`${name} odd`, 'call me')).rows[0]?.id;
      await client.query(updateStudents ?? '');
      const { rows } = await client.query<{ id: string; phone_number: string }>(
        'select id, phone_number from students where id = any($1)',
        [[a, b, c, d]],
      );
      const phoneOf = (id?: string) => rows.find((r) => r.id === id)?.phone_number;
      expect([phoneOf(a), phoneOf(b), phoneOf(c), phoneOf(d)]).toEqual([
        '01700-111222',
        '+880 1700 111222',
        '+8801700111222',
        'call me',
      ]);
    } finally {
      client.release();
    }
  });
});
