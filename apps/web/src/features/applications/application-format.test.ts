import { type Applicant, type Application, applicationInputSchema } from '@studydesk/shared/applications';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../page-paths.ts';
import {
  applicationValues,
  caseRole,
  documentsForm,
  documentsNextPath,
  hasUniversityDocuments,
  shortLink,
} from './application-format.ts';

const officer: Applicant = {
  id: 'u1',
  _id: 'a1',
  applicantId: 'D-010',
  applicant_name: 'Mehedi Hasan',
  current: true,
  assignedAt: '2026-11-01T00:00:00Z',
};

describe('application-format', () => {
  it('cuts long links to 12 characters and names missing ones', () => {
    expect(shortLink('https://leeds.ac.uk/apply')).toBe('https://leed…');
    expect(shortLink('https://a.b')).toBe('https://a.b');
    expect(shortLink('  ')).toBe('N/A');
  });

  it('sends the officer to their own applications and the Super Admin to the current officer', () => {
    expect(documentsNextPath('admin Officer', 'D-010', 12345, 'D-003', undefined)).toBe(
      '/admin-officer/update-application-status/12345/D-003/D-010',
    );
    expect(documentsNextPath('Super Admin', 'D-001', 12345, 'D-003', officer)).toBe(
      '/super-admin/update-application-status/12345/D-003/D-010',
    );
    expect(documentsNextPath('Super Admin', 'D-001', 12345, 'D-003', undefined)).toBeNull();
    expect(documentsNextPath('Counselor', 'D-003', 12345, 'D-003', officer)).toBeNull();
    expect(
      PAGES.visaTeam.path(caseRole('Super Admin'), { studentId: 1, counselorId: 'D-003', applicantId: 'D-010' }),
    ).toBe('/super-admin/assign-visa-team/1/D-003/D-010');
  });

  it('knows whether any of the six documents is in', () => {
    expect(hasUniversityDocuments({ documents: {} })).toBe(false);
    expect(hasUniversityDocuments({ documents: { other: 'x' } })).toBe(false);
    expect(hasUniversityDocuments({ documents: { dol: '/f' } })).toBe(true);
  });

  it('puts only chosen files and filled fields in the form', () => {
    const form = documentsForm(
      { applicationId: 'x', visaTeamId: '' },
      { offerLetter: new File(['a'], 'o.pdf'), loa: null },
    );
    expect([...form.keys()]).toEqual(['applicationId', 'offerLetter']);
  });
});

describe('the edit form of an application', () => {
  const application: Application = {
    _id: '5f1c2a9e-7d3b-4c61-8e2f-9a0b1c2d3e4f',
    universityName: 'University of Leeds',
    subject: 'MSc Data Science',
    country: 'United Kingdom',
    intake: 'September 2027',
    note: '',
    b2b: 'KL Partners Sdn Bhd',
    link: '',
    status: 'applied',
    courseLevel: 'Masters',
    partnerId: null,
    tuitionFeeMinor: 2450050,
    tuitionCurrency: 'GBP',
    studentId: 12345,
    applicantId: 'D-010',
    visaTeamId: null,
    visaTeamName: null,
    visaStatus: null,
    documents: {},
    createdAt: '2026-11-01T00:00:00Z',
  };

  it('starts with the tuition fee as decimal text, which the shared schema takes back unchanged', () => {
    const values = applicationValues(application);
    expect(values).toMatchObject({ courseLevel: 'Masters', tuitionFee: '24500.50', tuitionCurrency: 'GBP' });
    expect(applicationInputSchema.parse(values)).toMatchObject({ tuitionFee: '24500.50', b2b: 'KL Partners Sdn Bhd' });
  });

  it('leaves the fee, its currency and the level empty when the application has none', () => {
    const values = applicationValues({ ...application, courseLevel: '', tuitionFeeMinor: null, tuitionCurrency: null });
    expect(values).toMatchObject({ courseLevel: '', tuitionFee: '', tuitionCurrency: '' });
    expect(applicationInputSchema.safeParse(values).success).toBe(true);
  });
});
