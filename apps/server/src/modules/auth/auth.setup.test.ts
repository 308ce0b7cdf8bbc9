import { readFile, rm, stat } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { announceSetupCode, isLocalAddress, type SetupLog, setupCode, setupCodeFile } from './auth.setup.ts';

const { app, db, config } = await testApp();
const local = await testApp();
afterAll(() => rm(config.dataDir, { recursive: true, force: true }));

const REMOTE = '203.0.113.5';
const setUp = (payload: Record<string, string>, remoteAddress = REMOTE) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/setup', payload, remoteAddress });
const statusFrom = async (remoteAddress: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/auth/setup', remoteAddress })).json();
const boss = (n: string) => ({ name: `Boss ${n}`, email: `boss-${n}@example.com`, password: 'a-long-password' });

function recordingLog() {
  const lines: string[] = [];
  const log: SetupLog = {
    warn: (message) => lines.push(`warn ${message}`),
    error: (_details, message) => lines.push(`error ${message}`),
  };
  return { lines, log };
}

const fileExists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('first run with a setup code', () => {
  it('counts only the machine itself as local', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLocalAddress)).toBe(true);
    expect(['203.0.113.5', '127.0.0.2', '10.0.0.1', '::ffff:10.0.0.1', ''].some(isLocalAddress)).toBe(false);
  });

  it('is needed from another address only, is printed and kept in DATA_DIR/setup-code, and works once', async () => {
    // the server's start: a warning with the code, and the file only its owner may read
    const { lines, log } = recordingLog();
    await announceSetupCode(db, config, log);
    const code = await setupCode(db);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const file = setupCodeFile(config);
    expect(file).toBe(`${config.dataDir}/setup-code`);
    expect(lines).toEqual([
      `warn First run: no account yet. The setup code is ${code} (also in ${file}). ` +
        'Creating the first Super Admin at /login from another machine asks for it.',
    ]);
    expect(await readFile(file, 'utf8')).toBe(`${code}\n`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // the same code every time: it lives in the database, shared by every instance
    expect(await setupCode(db)).toBe(code);

    expect(await statusFrom(REMOTE)).toEqual({ data: { needsSetup: true, codeRequired: true } });
    expect(await statusFrom('127.0.0.1')).toEqual({ data: { needsSetup: true, codeRequired: false } });
    expect(await statusFrom('::1')).toEqual({ data: { needsSetup: true, codeRequired: false } });

    const missing = await setUp(boss('a'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Some fields are not valid.',
        fields: { setupCode: 'Enter the setup code from the server log' },
      },
    });
    const wrong = await setUp({ ...boss('a'), setupCode: code === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ setupCode: 'This is not the setup code from the server log' });
    expect(wrong.cookies).toEqual([]);
    expect(await statusFrom(REMOTE)).toEqual({ data: { needsSetup: true, codeRequired: true } });
    expect(await fileExists(file)).toBe(true);

    // case, spaces and the dash do not matter
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    const accepted = await setUp({ ...boss('a'), setupCode: typed });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user).toMatchObject({ role: 'Super Admin', email: 'boss-a@example.com' });
    expect(accepted.cookies.map((c) => c.name)).toContain('sid');
    expect(await fileExists(file)).toBe(false);

    // useless afterwards, from anywhere, with or without the code
    const again = await setUp({ ...boss('b'), setupCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_SET_UP');
    expect((await setUp(boss('c'))).json().error.code).toBe('ALREADY_SET_UP');
    expect((await setUp(boss('d'), '127.0.0.1')).json().error.code).toBe('ALREADY_SET_UP');
    expect(await statusFrom(REMOTE)).toEqual({ data: { needsSetup: false, codeRequired: false } });

    // a later start neither prints a code nor leaves a file
    const later = recordingLog();
    await announceSetupCode(db, config, later.log);
    expect(later.lines).toEqual([]);
    expect(await fileExists(file)).toBe(false);
  });
});

describe('first run from the machine itself', () => {
  it('needs no setup code', async () => {
    const response = await local.app.inject({
      method: 'POST',
      url: '/api/v1/auth/setup',
      payload: boss('local'),
      remoteAddress: '::ffff:127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.role).toBe('Super Admin');
  });
});
