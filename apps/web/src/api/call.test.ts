import { contract } from '@studydesk/shared/contract';
import { auditContracts } from '@studydesk/shared/contracts/audit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, callData } from './call.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const advices = contract({
  method: 'PUT',
  path: '/student/:studentId/advices',
  tag: 'students',
  summary: 'Write advices',
  description: 'A test contract.',
  params: z.object({ studentId: z.coerce.number() }),
  body: z.object({ advices: z.string() }),
  response: z.object({ data: z.object({ studentId: z.number() }) }),
});

describe('api.call of a contract', () => {
  const fetchMock = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('fills the path, sends the method and body, and checks the whole answer', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { studentId: 10023 } }));
    await expect(callData(advices, { params: { studentId: 10023 }, body: { advices: 'Take IELTS' } })).resolves.toEqual(
      {
        studentId: 10023,
      },
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/student/10023/advices');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify({ advices: 'Take IELTS' }));
  });

  it('writes only the query values that are set, and refuses an answer of another shape', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [], page: { number: 2, size: 50, hasNext: false } }));
    await call(auditContracts.list, { query: { recordType: 'student', recordId: '', page: 2 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/audit?recordType=student&page=2');
    fetchMock.mockResolvedValue(json(200, { data: 'not a page' }));
    await expect(call(auditContracts.list)).rejects.toMatchObject({ code: 'BAD_ANSWER' });
  });

  it('refuses to call a path with a parameter left out', () => {
    expect(() => call(advices, { body: { advices: 'x' } })).toThrow('/student/:studentId/advices needs studentId');
  });
});
