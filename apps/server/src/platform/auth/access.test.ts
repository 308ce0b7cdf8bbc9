import { ROLES, type Role } from '@studydesk/shared/roles';
import { describe, expect, it } from 'vitest';
import { cookieFor, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { access } from './access.ts';

const { app, db } = await testApp();

/** Fills a path's parameters with values that belong to the caller, so a scoped route can let them through. */
function fillPath(url: string, caller: TestEmployee | null) {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'email') return caller?.email ?? 'nobody@example.com';
    if (name.toLowerCase().includes('employee') || name === 'userId') return caller?.employeeId ?? 'E0';
    return '10000';
  });
}

describe('permission matrix', () => {
  // A route without a rule cannot be declared at all ('deny by default', below): the walks cover every route.
  it('has the app’s routes to walk', () => {
    expect(app.declaredRoutes.length).toBeGreaterThan(100);
  });

  const callers: Record<Role, TestEmployee> = {} as Record<Role, TestEmployee>;
  for (const role of ROLES) {
    it(`walks every route as ${role}`, async () => {
      callers[role] ??= await makeEmployee(db, [role]);
      const caller = callers[role];
      for (const route of app.declaredRoutes) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url, caller),
          // a fresh session each time: the walk passes /auth/logout on its way
          headers: { cookie: await cookieFor(db, caller.id, role) },
        });
        const label = `${role} ${route.method} ${route.url} -> ${response.statusCode}`;
        const allowed = route.access.kind !== 'roles' || route.access.roles.includes(role);
        if (allowed) {
          expect(response.statusCode, label).not.toBe(401);
          if (!('scope' in route.access && route.access.scope) || role === 'Super Admin')
            expect(response.statusCode, label).not.toBe(403);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(Object.keys(response.json()), label).toEqual(['error']);
        }
        expect(response.statusCode, label).toBeLessThan(500);
      }
    });
  }

  it('walks every route without a session: only public routes answer', async () => {
    for (const route of app.declaredRoutes) {
      const response = await app.inject({ method: route.method as 'GET', url: fillPath(route.url, null) });
      const label = `${route.method} ${route.url} -> ${response.statusCode}`;
      if (route.access.kind === 'public') expect(response.statusCode, label).not.toBe(401);
      else {
        expect(response.statusCode, label).toBe(401);
        expect(response.json(), label).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
      }
    }
  });
});

describe('deny by default', () => {
  it('a route without an access rule stops the server from starting', async () => {
    const bare = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db: db as Db });
    await expect(
      bare.register(async (api) => {
        api.get('/api/v1/forgotten', async () => ({ data: 'leak' }));
      }),
    ).rejects.toThrow('Route GET /api/v1/forgotten declares no access rule');
    await bare.close();
  });

  it('a role outside the rule gets 403 before the handler runs', async () => {
    const guarded = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db: db as Db });
    let ran = false;
    await guarded.register(async (api) => {
      api.get('/api/v1/secret', { config: { access: access.roles(['Super Admin']) } }, async () => {
        ran = true;
        return { data: 'secret' };
      });
    });
    const counselor = await makeEmployee(db, ['Counselor']);
    const response = await guarded.inject({
      method: 'GET',
      url: '/api/v1/secret',
      headers: { cookie: counselor.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('secret');
    expect(ran).toBe(false);
    await guarded.close();
  });
});

describe('error shape', () => {
  it('answers unknown API routes with the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such route: GET /api/v1/no-such-thing' },
    });
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['error']);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The request is too large.');
  });

  it('serves the OpenAPI reference and health', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json().paths).toHaveProperty('/api/v1/auth/login');
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json().data).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('the web app beside the API', () => {
  it('serves the app for page paths, and 404 for missing files and API paths', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dist = await mkdtemp(`${tmpdir()}/web-dist-`);
    await mkdir(`${dist}/assets`);
    await writeFile(`${dist}/index.html`, '<!doctype html><title>StudyDesk</title>');
    const web = await buildApp({ config: loadConfig({ NODE_ENV: 'test', WEB_DIST: dist }), db: db as Db });
    for (const url of ['/', '/homepage', '/super-admin/dashboard?theme=dark', '/super-admin/']) {
      const page = await web.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('StudyDesk');
    }
    // built after the server started: still served
    await writeFile(`${dist}/assets/late.js`, 'console.log(1)');
    expect((await web.inject({ method: 'GET', url: '/assets/late.js' })).statusCode).toBe(200);
    expect((await web.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await web.inject({ method: 'GET', url: '/api/v1/missing' })).headers['content-type']).toContain('json');
    await web.close();
  });
});
