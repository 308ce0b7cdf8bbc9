import type { Claim, Commission } from '@studydesk/shared/commissions';
import { vi } from 'vitest';

// A fake API for the ledger's and the claim's page tests: answers by method and path, records what was sent.

export const ids = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function commission(n: number, over: Partial<Commission> = {}): Commission {
  return {
    id: ids(n),
    applicationId: ids(100 + n),
    studentId: 10000 + n,
    studentName: `Student ${n}`,
    universityName: 'Monash University',
    country: 'Australia',
    intake: 'Feb 2027',
    partnerId: null,
    partnerName: '',
    instalment: 1,
    instalments: 2,
    amountMinor: 150000,
    currency: 'AUD',
    dueOn: '2027-03-31',
    state: 'expected',
    receivedMinor: 0,
    partnerPayableMinor: 0,
    sharePercent: 0,
    claimId: null,
    claimNumber: null,
    overdue: false,
    note: '',
    version: 1,
    ...over,
  };
}

export function claim(over: Partial<Claim> = {}): Claim {
  return {
    id: ids(900),
    number: 'C-000012',
    universityName: 'Monash University',
    currency: 'AUD',
    createdOn: '2027-04-02',
    totalMinor: 300000,
    receivedMinor: 100000,
    differenceMinor: 200000,
    version: 3,
    rows: [commission(1, { state: 'claimed', claimId: ids(900), claimNumber: 'C-000012' })],
    receipts: [
      { id: ids(950), receivedOn: '2027-04-20', amountMinor: 100000, overPayment: false, recordedBy: 'Rina Akter' },
    ],
    ...over,
  };
}

type Answer = { status?: number; body: unknown };
type Handler = (request: { url: URL; body: unknown }) => Answer;

/** Stubs fetch with `routes` ("GET /commissions" → answer); anything else is a 404. Returns the calls made. */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, search: url.search, body });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route({ url, body }) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const json = answer ? answer.body : { error: { code: 'NOT_FOUND', message: `No fake for ${method} ${path}` } };
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
