import type { Claim, Commission } from '@studydesk/shared/commissions';

// The ledger's and the claim's rows for the money pages' tests (their fake API: test-support.tsx).

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
      {
        id: ids(950),
        receivedOn: '2027-04-20',
        amountMinor: 100000,
        overPayment: false,
        recordedBy: 'Rina Akter',
        reversed: false,
      },
    ],
    ...over,
  };
}
