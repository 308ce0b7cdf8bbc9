import type { University } from '@studydesk/shared/website-leads';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { UniversityFormModal } from './UniversityFormModal.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const ID = '00000000-0000-4000-8000-000000000001';
const COURSE_ID = '00000000-0000-4000-8000-000000000002';

const aUniversity = (changes: Partial<University> = {}): University => ({
  _id: ID,
  name: 'Monash University',
  country: 'Australia',
  location: 'Melbourne',
  intakes: ['February'],
  semesterFee: '',
  coursePeriod: '',
  scholarship: false,
  worldRank: 120,
  internationalStudents: '',
  detailLink: '',
  courses: [
    {
      _id: COURSE_ID,
      subject: 'Data Science',
      level: 'Masters',
      ieltsScore: '6.5',
      campusCity: 'Clayton',
      tuitionFees: '',
      applicationFees: '',
      duration: '2 years',
      detailLink: '',
    },
  ],
  ...changes,
});

function edit(university: University) {
  const calls = fakeApi({
    [`PUT /universities/${ID}`]: ({ body }) => ({ body: { data: { ...university, ...(body as object) } } }),
  });
  const onClose = vi.fn();
  showInArea(<UniversityFormModal university={university} opened onClose={onClose} />, 'Super Admin', toast.error);
  return { calls, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('the university form', { timeout: 30_000 }, () => {
  it('removes the world rank when the field is cleared', async () => {
    const { calls, onClose } = edit(aUniversity());
    const rank = await screen.findByRole('textbox', { name: 'World rank' });
    fireEvent.change(rank, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ worldRank: null });
    expect(screen.queryByText(/expected number/)).toBeNull();
  });

  it('says which intake is too long at the intakes, instead of doing nothing', async () => {
    const long = 'September intake for the second cohort 2027';
    const { calls } = edit(aUniversity({ intakes: ['February', long] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`${long}: Use at most 40 characters`)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('names a wrong course field that has no input, instead of doing nothing', async () => {
    const course = { ...aUniversity().courses[0], applicationFees: 'x'.repeat(61) } as University['courses'][number];
    const { calls } = edit(aUniversity({ courses: [course] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Course 1, application fees: Use at most 60 characters')).toBeTruthy();
    expect(screen.getByText('The university was not saved')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
