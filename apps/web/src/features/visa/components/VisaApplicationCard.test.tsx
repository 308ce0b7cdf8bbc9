import type { Role } from '@studydesk/shared/role-names';
import type { VisaApplication, VisaDecision } from '@studydesk/shared/visa';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInArea, sessionOf } from '../../../test-support.tsx';
import { VisaApplicationCard } from './VisaApplicationCard.tsx';

// The session's user is 'u1' (test-support's sessionOf); 'u2' is another member of the visa team.
const anApplication = (changes: Partial<VisaApplication> = {}): VisaApplication => ({
  _id: 'a1',
  universityName: 'Monash University',
  subject: 'Data Science',
  country: 'Australia',
  intake: 'February 2027',
  note: '',
  b2b: '',
  link: '',
  status: 'applied',
  courseLevel: '',
  partnerId: null,
  tuitionFeeMinor: null,
  tuitionCurrency: null,
  studentId: 7,
  applicantId: 'E-5',
  applicantName: 'Omar Faruk',
  visaTeamId: 'u2',
  visaTeamName: 'Rina Akter',
  visaStatus: 'visa-processing',
  documents: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  decisions: [],
  ...changes,
});

const granted: VisaDecision = {
  _id: 'd1',
  status: 'success',
  decidedOn: '2026-03-02',
  reference: 'V-1',
  refusalReason: '',
  letter: null,
  letterName: null,
  decidedBy: 'Rina Akter',
  recordedAt: '2026-03-02T10:00:00.000Z',
  correction: false,
};

function show(application: VisaApplication, role: Role) {
  const onDecide = vi.fn();
  const card = <VisaApplicationCard application={application} onDecide={onDecide} />;
  renderInArea(sessionOf(role), '/area', [{ index: true, element: card }], vi.fn());
  return onDecide;
}

describe('the visa outcome of an application', { timeout: 30_000 }, () => {
  it('is recorded by the visa member it was handed to', async () => {
    show(anApplication({ visaTeamId: 'u1', visaTeamName: 'Sara Rahman' }), 'Admin Office Visa Section');
    expect(await screen.findByRole('button', { name: 'Successful' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rejected' })).toBeTruthy();
  });

  it('is recorded by Super Admin, whoever it was handed to', async () => {
    show(anApplication(), 'Super Admin');
    expect(await screen.findByRole('button', { name: 'Successful' })).toBeTruthy();
  });

  it('names the member it was handed to for anyone else, who would be refused', async () => {
    show(anApplication(), 'Admin Office Visa Section');
    expect(await screen.findByText('Handed to Rina Akter, who records the visa outcome.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Successful' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rejected' })).toBeNull();
  });

  it('is shown without Correct to anyone else once recorded', async () => {
    show(anApplication({ visaStatus: 'success', decisions: [granted] }), 'Counselor');
    expect(await screen.findByText('Visa outcome: Successful')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Correct outcome' })).toBeNull();
  });

  it('can be corrected by the member it was handed to', async () => {
    const onDecide = show(
      anApplication({ visaTeamId: 'u1', visaStatus: 'success', decisions: [granted] }),
      'Admin Office Visa Section',
    );
    (await screen.findByRole('button', { name: 'Correct outcome' })).click();
    expect(onDecide).toHaveBeenCalledWith('success');
  });
});
