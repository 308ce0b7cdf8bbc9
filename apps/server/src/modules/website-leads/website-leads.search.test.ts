import type { EnquiryInput } from '@studydesk/shared/website-leads';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let counselor: TestEmployee;
let otherCounselor: TestEmployee;
let receptionist: TestEmployee;

const LEADS: [string, string, string, NonNullable<EnquiryInput['education']>['chosenCountries']][] = [
  ['Anika Tabassum', 'anika.t@example.net', '+880 1711 555001', ['UK', 'Canada']],
  ['Mehrab Hossain', 'mehrab@example.net', '+880 1811 555002', ['Australia']],
  ['Sumaiya Akter', 'sumaiya.akter@example.net', '+880 1911 555003', ['UK']],
  ['Rakibul Islam', 'rakib_50@example.net', '+880 1611 555004', ['Germany', 'Canada']],
];
let ids: string[] = [];

const get = async (url: string, who: TestEmployee) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: who.cookie } });
const names = async (url: string, who: TestEmployee = admin) => {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ profiles: { general: { name: string } }[]; totalProfiles: number }>();
  expect(body.totalProfiles).toBe(body.profiles.length);
  return body.profiles.map((p) => p.general.name).sort();
};

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  counselor = await makeEmployee(db, ['Counselor']);
  otherCounselor = await makeEmployee(db, ['Counselor']);
  receptionist = await makeEmployee(db, ['receptionist']);
  ids = [];
  for (const [i, [name, email, phone, chosenCountries]] of LEADS.entries()) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/public/enquiry',
      remoteAddress: `10.9.0.${i + 1}`,
      payload: { name, email, phone, education: { chosenCountries } },
    });
    expect(response.statusCode, response.body).toBe(200);
    ids.push(response.json().data.profileId);
  }
  // Anika and Rakibul become the counselor's students
  for (const id of [ids[0], ids[3]]) {
    const converted = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/convert-profile/${id}`,
      headers: { cookie: admin.cookie },
      payload: { counselor: counselor.id },
    });
    expect(converted.statusCode, converted.body).toBe(201);
  }
});

describe('Website-Leads search and filter', () => {
  it('finds a part of the name, the e-mail or the phone, in any case', async () => {
    expect(await names('/admin/enrolled-profile-list?q=akter')).toEqual(['Sumaiya Akter']);
    expect(await names('/admin/enrolled-profile-list?q=MEHRAB%40')).toEqual(['Mehrab Hossain']);
    expect(await names('/admin/enrolled-profile-list?q=1911-555')).toEqual(['Sumaiya Akter']);
    expect(await names('/admin/enrolled-profile-list?q=555')).toHaveLength(4);
    // LIKE's wildcards are taken literally
    expect(await names('/admin/enrolled-profile-list?q=b_50')).toEqual(['Rakibul Islam']);
    expect(await names('/admin/enrolled-profile-list?q=%25')).toEqual([]);
    expect(await names('/admin/enrolled-profile-list?q=nobody')).toEqual([]);
  });

  it('keeps converted or new leads, and those who chose a destination, together with the search', async () => {
    expect(await names('/admin/enrolled-profile-list?converted=converted')).toEqual([
      'Anika Tabassum',
      'Rakibul Islam',
    ]);
    expect(await names('/admin/enrolled-profile-list?converted=new')).toEqual(['Mehrab Hossain', 'Sumaiya Akter']);
    expect(await names('/admin/enrolled-profile-list?country=UK')).toEqual(['Anika Tabassum', 'Sumaiya Akter']);
    expect(await names('/admin/enrolled-profile-list?country=Canada&converted=new')).toEqual([]);
    expect(await names('/admin/enrolled-profile-list?country=Canada&q=rakib')).toEqual(['Rakibul Islam']);
    expect(await names('/admin/enrolled-profile-list?converted=&country=&q=')).toHaveLength(4);
  });

  it('searches a counselor’s own leads only', async () => {
    const list = `/admin/counselor-student-profile-list/${counselor.employeeId}`;
    expect(await names(`${list}?q=a`, counselor)).toEqual(['Anika Tabassum', 'Rakibul Islam']);
    expect(await names(`${list}?country=Germany`, counselor)).toEqual(['Rakibul Islam']);
    expect(await names(`${list}?q=sumaiya`, counselor)).toEqual([]);
    expect(
      await names(`/admin/counselor-student-profile-list/${otherCounselor.employeeId}?q=anika`, otherCounselor),
    ).toEqual([]);
    // someone else's list is refused and shows nothing
    const foreign = await get(`${list}?q=anika`, otherCounselor);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Anika');
    expect((await get('/admin/enrolled-profile-list?q=anika', receptionist)).statusCode).toBe(403);
  });

  it('sorts by name either way or oldest first, and pages in the size asked for', async () => {
    const inOrder = async (query: string) => {
      const response = await get(`/admin/enrolled-profile-list?q=555&${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ profiles: { general: { name: string } }[]; totalProfiles: number }>();
      expect(body.totalProfiles).toBe(4);
      return body.profiles.map((p) => p.general.name);
    };
    const byName = ['Anika Tabassum', 'Mehrab Hossain', 'Rakibul Islam', 'Sumaiya Akter'];
    expect(await inOrder('sort=name')).toEqual(byName);
    expect(await inOrder('sort=name-desc')).toEqual([...byName].reverse());
    expect(await inOrder('sort=oldest')).toEqual(LEADS.map(([name]) => name));
    expect(await inOrder('sort=newest')).toEqual(LEADS.map(([name]) => name).reverse());
    expect(await inOrder('sort=name&pageSize=25&page=1')).toEqual(byName);
    expect(await inOrder('sort=name&pageSize=3&page=2')).toEqual(['Sumaiya Akter']);
  });

  it('refuses a search too long, an unknown conversion or destination, and a wrong page, naming the field', async () => {
    for (const [query, field] of [
      [`q=${'a'.repeat(121)}`, 'q'],
      ['converted=yes', 'converted'],
      ['country=Narnia', 'country'],
      ['page=two', 'page'],
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
      ['sort=random', 'sort'],
    ] as const) {
      const response = await get(`/admin/enrolled-profile-list?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(Object.keys(response.json().error.fields ?? {}), query).toContain(field);
    }
  });
});
