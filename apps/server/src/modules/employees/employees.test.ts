import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXECUTABLE, multipart, PDF, PNG } from '../../../test/files.ts';
import { callerOf, makeEmployee, PASSWORD, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';

const { app, db, config } = await testApp();
let admin: TestEmployee;
let hr: TestEmployee;
let counselor: TestEmployee;
let receptionist: TestEmployee;

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  hr = await makeEmployee(db, ['Hr']);
  counselor = await makeEmployee(db, ['Counselor'], { name: 'Heir Counselor' });
  receptionist = await makeEmployee(db, ['receptionist']);
});

const fields = (overrides: Record<string, string> = {}) => ({
  name: 'Nadia Karim',
  employee_id: 'EMP-100',
  email: 'nadia@example.com',
  password: 'a-good-password',
  role: 'admin Officer',
  phone: '+880 1711 222333',
  ...overrides,
});

function employeeForm(
  values: Record<string, string>,
  files: { profilePic?: Buffer; cv?: Buffer; resume?: Buffer } = { profilePic: PNG, cv: PDF },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const [name, content] of Object.entries(files))
    if (content) form.append(name, new Blob([content]), `${name}.bin`);
  return form;
}

const add = (who: TestEmployee, form: FormData) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/super-admin/add-employee',
    headers: { cookie: who.cookie },
    payload: form,
  });
const call = callerOf(app);

describe('adding an employee', () => {
  it('refuses missing and bad fields and files, naming each, and keeps nothing', async () => {
    const empty = await add(admin, employeeForm({}, {}));
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(
      ['cv', 'email', 'employee_id', 'name', 'password', 'profilePic', 'role'].sort(),
    );
    const exe = await add(admin, employeeForm(fields(), { profilePic: PNG, cv: EXECUTABLE }));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.fields.cv).toContain('not a document');
    const pdfPicture = await add(admin, employeeForm(fields(), { profilePic: PDF, cv: PDF }));
    expect(pdfPicture.json().error.fields).toEqual({ profilePic: 'Use a JPEG, PNG or WebP picture' });
    const badRole = await add(admin, employeeForm(fields({ role: 'Super Admin' })));
    expect(badRole.json().error.fields.role).toBe('Choose a designation');
    expect((await add(hr, employeeForm(fields()))).statusCode).toBe(403);
    const list = await call('GET', '/super-admin/get-employee-list?q=nadia', admin);
    expect(list.json().data).toEqual([]);
  });

  it('takes the salary in numbers only, on adding and on editing (issue 22)', async () => {
    const letters = await add(admin, employeeForm(fields({ employee_id: 'EMP-SAL', salary: 'abc' })));
    expect(letters.statusCode).toBe(400);
    expect(letters.json().error.fields).toEqual({ salary: 'Enter the salary in numbers only, e.g. 45000' });
    const target = await makeEmployee(db, ['Counselor']);
    for (const salary of ['abc', '12,000', '-5', '1e5']) {
      const edit = await call('PATCH', `/super-admin/employee/${target.id}`, admin, { salary });
      expect(edit.statusCode, salary).toBe(400);
      expect(Object.keys(edit.json().error.fields)).toEqual(['salary']);
    }
    const edited = await call('PATCH', `/super-admin/employee/${target.id}`, admin, { salary: ' 45000.50 ' });
    expect(edited.json().data.salary).toBe('45000.50');
    expect((await call('PATCH', `/super-admin/employee/${target.id}`, admin, { salary: '' })).statusCode).toBe(200);
  });

  it('creates the account with its role and files, then refuses a duplicate e-mail or id', async () => {
    const created = await add(admin, employeeForm(fields(), { profilePic: PNG, cv: PDF, resume: PDF }));
    expect(created.statusCode, created.body).toBe(201);
    const employee = created.json().data;
    expect(employee).toMatchObject({
      name: 'Nadia Karim',
      employee_id: 'EMP-100',
      active: true,
      roles: [{ role: 'admin Officer' }],
    });
    expect(employee).not.toHaveProperty('password');
    expect(employee).not.toHaveProperty('passwordHash');
    expect(employee.profilePic).toBe(`/api/v1/employees/${employee._id}/files/profilePic`);

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nadia@example.com', password: 'a-good-password' },
    });
    expect(login.json().data.user).toMatchObject({ role: 'admin Officer', profilePic: employee.profilePic });

    const sameEmail = await add(admin, employeeForm(fields({ employee_id: 'EMP-101', email: 'NADIA@example.com' })));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.fields).toEqual({ email: 'This e-mail is taken' });
    const sameId = await add(admin, employeeForm(fields({ email: 'other@example.com' })));
    expect(sameId.json().error.fields).toEqual({ employee_id: 'This employee ID is taken' });
  });
});

describe('the directory, roles and files', () => {
  let nadia: { _id: string; employee_id: string; roles: { _id: string; role: string }[] };
  beforeAll(async () => {
    nadia = (await call('GET', '/super-admin/get-employee-list?q=EMP-100', admin)).json().data[0];
  });

  it('lists one row per person with search, for Super Admin and Hr only', async () => {
    const byHr = await call('GET', '/super-admin/get-employee-list?q=nadia', hr);
    expect(byHr.json().data.map((e: { name: string }) => e.name)).toEqual(['Nadia Karim']);
    expect((await call('GET', '/super-admin/get-employee-list', counselor)).statusCode).toBe(403);
    expect((await call('GET', `/super-admin/employee/${nadia._id}`, hr)).json().data.name).toBe('Nadia Karim');
    expect((await call('PATCH', `/super-admin/employee/${nadia._id}`, hr, { name: 'x' })).statusCode).toBe(403);
  });

  it('sorts by name either way or by when they joined, pages in the size asked for and says how many match', async () => {
    const made = [];
    for (const name of ['zeta Sortable', 'Alpha Sortable', 'mid Sortable'])
      made.push(await makeEmployee(db, ['Hr'], { name }));
    const names = async (query: string) => {
      const response = await call('GET', `/super-admin/get-employee-list?q=sortable&${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().page.total).toEqual({ count: 3, exact: true });
      return response.json().data.map((e: { name: string }) => e.name);
    };
    expect(await names('')).toEqual(['Alpha Sortable', 'mid Sortable', 'zeta Sortable']);
    expect(await names('sort=name-desc')).toEqual(['zeta Sortable', 'mid Sortable', 'Alpha Sortable']);
    expect(await names('sort=oldest')).toEqual(made.map((e) => e.name));
    expect(await names('sort=newest')).toEqual(made.map((e) => e.name).reverse());
    expect(await names('pageSize=2&page=2')).toEqual(['zeta Sortable']);
    const wrong = await call('GET', '/super-admin/get-employee-list?sort=salary', admin);
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['sort']);
  });

  it('adds a role once, and removes roles but never the last', async () => {
    const added = await call('POST', '/super-admin/add-new-role', admin, {
      employee_id: 'EMP-100',
      role: 'Counselor',
      name: 'ignored',
      students: [],
    });
    expect(added.json().data.roles.map((r: { role: string }) => r.role)).toEqual(['admin Officer', 'Counselor']);
    expect(
      (await call('POST', '/super-admin/add-new-role', admin, { employee_id: 'EMP-100', role: 'Counselor' }))
        .statusCode,
    ).toBe(409);
    const roles = added.json().data.roles as { _id: string }[];
    const removed = await call('DELETE', `/role/${roles[0]?._id}`, admin);
    expect(removed.json().data.roles.map((r: { role: string }) => r.role)).toEqual(['Counselor']);
    const last = await call('DELETE', `/role/${roles[1]?._id}`, admin);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe('An account must keep at least one role.');
  });

  it('never takes the Super Admin role away, not even from oneself with another role to fall back on', async () => {
    const own = await call('POST', '/super-admin/add-new-role', admin, { employee_id: admin.employeeId, role: 'Hr' });
    const roles = own.json().data.roles as { _id: string; role: string }[];
    const superAdmin = roles.find((r) => r.role === 'Super Admin');
    const refused = await call('DELETE', `/role/${superAdmin?._id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'SUPER_ADMIN_KEPT',
      message: 'The Super Admin role stays with its account: nobody could give it back.',
    });
    expect((await call('GET', '/super-admin/get-employee-list', admin)).statusCode).toBe(200);
  });

  it('shows pictures to colleagues but the CV and NID only to Super Admin, Hr and the employee', async () => {
    const picture = await call('GET', `/employees/${nadia._id}/files/profilePic`, counselor);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await call('GET', `/employees/${nadia._id}/files/cv`, counselor)).statusCode).toBe(403);
    expect((await call('GET', `/employees/${nadia._id}/files/cv`, hr)).rawPayload.equals(PDF)).toBe(true);

    const zip = await call('GET', '/super-admin/download-employee-docs/EMP-100', hr);
    expect(zip.headers['content-disposition']).toContain('filename="documents_of_EMP-100.zip"');
    const names = Object.keys((await JSZip.loadAsync(zip.rawPayload)).files).sort();
    expect(names).toEqual(['CV.pdf', 'NID.pdf', 'Profile picture.png']);
    expect((await call('GET', '/super-admin/download-employee-docs/EMP-100', receptionist)).statusCode).toBe(403);
  });

  it('edits details and resets the password, ending the old sessions', async () => {
    const target = await makeEmployee(db, ['receptionist']);
    const edited = await call('PATCH', `/super-admin/employee/${target.id}`, admin, {
      address: 'Road 5, Dhaka',
      phone: 'nope',
    });
    expect(edited.statusCode).toBe(400);
    await call('PATCH', `/super-admin/employee/${target.id}`, admin, { phone: '01711-123456' });
    // Only what was sent changes: the phone stays when the address is edited.
    const addressOnly = await call('PATCH', `/super-admin/employee/${target.id}`, admin, { address: 'Road 5, Dhaka' });
    expect(addressOnly.json().data).toMatchObject({ address: 'Road 5, Dhaka', phone: '01711-123456' });
    expect(
      (await call('POST', `/super-admin/employee/${target.id}/reset-password`, admin, { password: 'brand-new-pass' }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/auth/me', target)).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: target.email, password: 'brand-new-pass' },
    });
    expect(login.statusCode).toBe(200);
    // one's own password only with the current one (Settings): a session alone does not set it
    const own = await call('POST', `/super-admin/employee/${admin.id}/reset-password`, admin, {
      password: 'x-new-pass-1',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('SELF');
    expect((await call('GET', '/auth/me', admin)).statusCode).toBe(200);
  });
});

describe('an employee’s students', () => {
  it('lists the students of a counselor for the employee screen', async () => {
    await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Listed Student' }));
    const response = await call(
      'GET',
      `/super-admin/get-specific-employee-students/${counselor.employeeId}?fullName=listed`,
      admin,
    );
    expect(response.json().data[0].students.map((s: { fullName: string }) => s.fullName)).toEqual(['Listed Student']);
  });
});

describe('own settings', () => {
  it('changes own phone, address, picture and password (with the current one)', async () => {
    const me = await makeEmployee(db, ['Counselor']);
    expect(
      (await call('PATCH', '/settings/profile', me, { phone: '01711-000999', address: 'Gulshan' })).json().data,
    ).toMatchObject({
      phone: '01711-000999',
      address: 'Gulshan',
    });
    const picture = await app.inject({
      method: 'POST',
      url: '/api/v1/settings/profile-pic',
      headers: { cookie: me.cookie },
      payload: multipart({}, { name: 'me.png', content: PNG }),
    });
    expect(picture.json().data.profilePic).toBe(`/api/v1/employees/${me.id}/files/profilePic`);
    const notPicture = await app.inject({
      method: 'POST',
      url: '/api/v1/settings/profile-pic',
      headers: { cookie: me.cookie },
      payload: multipart({}, { name: 'me.pdf', content: PDF }),
    });
    expect(notPicture.statusCode).toBe(400);

    const wrong = await call('PUT', '/settings/password', me, {
      currentPassword: 'nope',
      newPassword: 'another-password',
    });
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'The current password is not correct.' });
    expect(
      (await call('PUT', '/settings/password', me, { currentPassword: PASSWORD, newPassword: 'another-password' }))
        .statusCode,
    ).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: me.email, password: 'another-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps no picture stored when recording it fails', async () => {
    const me = await makeEmployee(db, ['Counselor']);
    const stored = () => readdir(`${config.dataDir}/files/employees`).catch(() => [] as string[]);
    const before = await stored();
    // a failure of the database after the picture is stored, made on purpose
    await db.execute(sql`create function refuse_picture() returns trigger language plpgsql as
      $$ begin raise exception 'the picture could not be recorded'; end $$`);
    await db.execute(sql`create trigger refuse_picture before insert on documents
      for each row when (new.slot = 'profilePic') execute function refuse_picture()`);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/settings/profile-pic',
      headers: { cookie: me.cookie },
      payload: multipart({}, { name: 'me.png', content: PNG }),
    });
    await db.execute(sql`drop trigger refuse_picture on documents`);
    expect(refused.statusCode).toBe(500);
    expect((await stored()).sort()).toEqual(before.sort());
  });

  it('shows system status to the Software Engineer', async () => {
    const engineer = await makeEmployee(db, ['Software Engineer']);
    const status = await call('GET', '/system/status', engineer);
    expect(status.json().data).toMatchObject({ database: 'up', storage: 'local', connectedClients: 0 });
    expect((await call('GET', '/system/status', hr)).statusCode).toBe(403);
  });
});
