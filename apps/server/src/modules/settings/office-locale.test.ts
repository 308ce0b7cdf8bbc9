import { describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const counselor = await makeEmployee(db, ['Counselor']);
const hr = await makeEmployee(db, ['Hr']);

const url = '/api/v1/settings/office-locale';
const save = (who: TestEmployee, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers: { cookie: who.cookie }, payload: payload as object });

describe('the office locale', () => {
  it('is day first until Super Admin changes it, and anyone may read it', async () => {
    const shown = await app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({ locale: 'en-GB', phoneCountry: 'BD' });

    const saved = await save(admin, { locale: 'en-US' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ locale: 'en-US', phoneCountry: 'BD' });
    const read = await app.inject({ method: 'GET', url, headers: { cookie: counselor.cookie } });
    expect(read.json().data).toEqual({ locale: 'en-US', phoneCountry: 'BD' });

    const trail = await app.inject({
      method: 'GET',
      url: '/api/v1/audit?recordType=settings&recordId=office-locale',
      headers: { cookie: admin.cookie },
    });
    expect(trail.json().data[0]).toMatchObject({
      before: { locale: 'en-GB' },
      after: { locale: 'en-US', phoneCountry: 'BD' },
    });
    await save(admin, { locale: 'en-GB' });
  });

  it('is Super Admin’s alone to change', async () => {
    for (const who of [counselor, hr]) {
      const refused = await save(who, { locale: 'en-US' });
      expect(refused.statusCode).toBe(403);
    }
    const signedOut = await app.inject({ method: 'PUT', url, payload: { locale: 'en-US' } });
    expect(signedOut.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url })).json().data).toEqual({ locale: 'en-GB', phoneCountry: 'BD' });
  });

  it('refuses a locale it does not know, naming the field', async () => {
    for (const payload of [{ locale: 'fr-FR' }, { locale: '' }, { locale: 42 }, {}, { locale: 'en-GB'.repeat(200) }]) {
      const refused = await save(admin, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION');
      expect(refused.json().error.fields).toHaveProperty('locale');
    }
    expect((await app.inject({ method: 'GET', url })).json().data).toEqual({ locale: 'en-GB', phoneCountry: 'BD' });
  });
});
