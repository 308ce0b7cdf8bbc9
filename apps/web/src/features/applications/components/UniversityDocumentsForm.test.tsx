import type { Application } from '@studydesk/shared/applications';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../../test-support.tsx';
import { UniversityDocumentsForm } from './UniversityDocumentsForm.tsx';

const application: Application = {
  _id: '7d9c3c36-52f1-4f9e-9a51-0d2f7c1b8a10',
  universityName: 'University of Leeds',
  subject: 'MSc Data Science',
  country: 'United Kingdom',
  intake: 'Sep 2027',
  note: '',
  b2b: '',
  link: '',
  status: 'offer received',
  courseLevel: '',
  partnerId: null,
  tuitionFeeMinor: null,
  tuitionCurrency: null,
  studentId: 10001,
  applicantId: 'E-2',
  visaTeamId: 'v1',
  visaTeamName: 'Vera Visa',
  visaStatus: 'visa-processing',
  documents: {},
  createdAt: '2026-11-01T10:00:00.000Z',
};

function show(changes: Partial<Application>) {
  fakeApi({ 'GET /employees/visa-team': { body: { data: [{ _id: 'v2', name: 'Vik Visa' }] } } });
  renderPage(
    <UniversityDocumentsForm
      application={{ ...application, ...changes }}
      counselorId="E-1"
      applicantId="E-2"
      studentObjectId="s1"
      canEdit
    />,
    () => {},
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the university documents of an application', () => {
  it('offers to hand it to another visa team member while the visa is in progress', async () => {
    show({});
    expect(await screen.findAllByLabelText('Hand to another visa team member')).not.toHaveLength(0);
    expect(screen.getByText('Handed to Vera Visa for the visa')).toBeTruthy();
  });

  it('says the outcome and offers no hand-off once the visa is decided (the server refuses it)', async () => {
    show({ visaStatus: 'rejected' });
    expect(await screen.findByText('Handed to Vera Visa for the visa: refused')).toBeTruthy();
    expect(screen.queryAllByLabelText(/visa team/i)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });
});
