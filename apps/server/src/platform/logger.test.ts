import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, REDACTED, redactUrl } from './logger.ts';

/** A destination that keeps every line the logger writes. */
function collector() {
  const lines: string[] = [];
  return {
    lines,
    destination: { write: (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)) },
    get text() {
      return lines.join('\n');
    },
  };
}

const UPLOAD_URL = '/api/v1/public/upload/12345?t=SECRETTOKEN&x=1';
const COOKIE = 'sid=COOKIEVALUE123; sd_visitor=VISITORVALUE456';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A Fastify app logging through createLogger, as main.ts and buildApp wire it. */
async function appLoggingTo(pretty: boolean) {
  const out = collector();
  const app = Fastify({
    loggerInstance: createLogger({ LOG_LEVEL: 'info' }, { pretty, destination: out.destination }),
  });
  apps.push(app);
  app.get('/api/v1/public/upload/:id', async () => ({ data: 'ok' }));
  app.get('/fails', async (request) => {
    throw new Error(`could not fetch https://files.example${request.url}`);
  });
  await app.ready();
  return { app, out };
}

describe('the log format', () => {
  it('writes one JSON object a line when not pretty', () => {
    const out = collector();
    const log = createLogger({ LOG_LEVEL: 'info' }, { pretty: false, destination: out.destination });
    log.info({ students: 3 }, 'first line');
    log.warn('second line');
    expect(out.lines).toHaveLength(2);
    const [first, second] = out.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({ level: 30, msg: 'first line', students: 3 });
    expect(second).toMatchObject({ level: 40, msg: 'second line' });
  });

  it('writes readable lines, not JSON, when pretty', () => {
    const out = collector();
    const log = createLogger({ LOG_LEVEL: 'info' }, { pretty: true, destination: out.destination });
    log.info({ students: 3 }, 'first line');
    expect(out.lines).toHaveLength(1);
    const [line = ''] = out.lines;
    expect(() => JSON.parse(line)).toThrow();
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: first line/);
    expect(line).toContain('"students":3');
    // No colour codes when the lines do not go to a terminal.
    expect(line).not.toContain('\u001b[');
  });

  it('keeps the level of the configuration', () => {
    const out = collector();
    const log = createLogger({ LOG_LEVEL: 'warn' }, { pretty: false, destination: out.destination });
    log.info('not written');
    log.error('written');
    expect(out.lines).toHaveLength(1);
  });
});

describe('requests in the log', () => {
  for (const pretty of [false, true]) {
    it(`carry method, URL and address, but no token, cookie or header (${pretty ? 'pretty' : 'JSON'})`, async () => {
      const { app, out } = await appLoggingTo(pretty);
      const response = await app.inject({
        method: 'GET',
        url: UPLOAD_URL,
        headers: { cookie: COOKIE, authorization: 'Bearer AUTHVALUE789', 'user-agent': 'AGENT-Mozilla' },
      });
      expect(response.statusCode).toBe(200);
      expect(out.text).toContain('incoming request');
      expect(out.text).toContain(`/api/v1/public/upload/12345?t=${REDACTED}&x=1`);
      expect(out.text).toContain('GET');
      for (const secret of ['SECRETTOKEN', 'COOKIEVALUE123', 'VISITORVALUE456', 'AUTHVALUE789', 'AGENT-Mozilla']) {
        expect(out.text).not.toContain(secret);
      }
      expect(out.text).not.toMatch(/cookie|authorization|headers/i);
    });
  }

  it('shows the request as method, url and remote address only', async () => {
    const { app, out } = await appLoggingTo(false);
    await app.inject({ method: 'GET', url: UPLOAD_URL, headers: { cookie: COOKIE } });
    const incoming = out.lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'incoming request');
    expect(incoming.req).toEqual({
      method: 'GET',
      url: `/api/v1/public/upload/12345?t=${REDACTED}&x=1`,
      remoteAddress: '127.0.0.1',
    });
  });

  it('redacts the token from an error that quotes the URL', async () => {
    const { app, out } = await appLoggingTo(false);
    const response = await app.inject({ method: 'GET', url: '/fails?t=SECRETTOKEN', headers: { cookie: COOKIE } });
    expect(response.statusCode).toBe(500);
    const failure = out.lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(failure.err.message).toBe(`could not fetch https://files.example/fails?t=${REDACTED}`);
    expect(out.text).not.toContain('SECRETTOKEN');
    expect(out.text).not.toContain('COOKIEVALUE123');
  });

  it('redacts a url logged on its own and any headers logged by mistake', () => {
    const out = collector();
    const log = createLogger({ LOG_LEVEL: 'info' }, { pretty: false, destination: out.destination });
    log.info({ url: '/file-upload/12345/7?t=SECRETTOKEN' }, 'link opened');
    log.info({ request: { headers: { cookie: COOKIE, authorization: 'Bearer AUTHVALUE789' } } }, 'mistake');
    expect(out.text).toContain(`/file-upload/12345/7?t=${REDACTED}`);
    for (const secret of ['SECRETTOKEN', 'COOKIEVALUE123', 'AUTHVALUE789']) expect(out.text).not.toContain(secret);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/v1/health', '/api/v1/health'],
    ['/a?x=1&y=2', '/a?x=1&y=2'],
    ['/a?t=abc', `/a?t=${REDACTED}`],
    ['/a?x=1&token=abc&code=def&key=ghi', `/a?x=1&token=${REDACTED}&code=${REDACTED}&key=${REDACTED}`],
    ['/a?T=abc&Token=def', `/a?T=${REDACTED}&Token=${REDACTED}`],
    ['/a?%74=abc', `/a?%74=${REDACTED}`],
    ['/a?t=abc&t=def#part', `/a?t=${REDACTED}&t=${REDACTED}#part`],
    ['/a?t&tt=1&at=2', '/a?t&tt=1&at=2'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
