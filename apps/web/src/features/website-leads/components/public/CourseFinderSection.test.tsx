import type { University } from '@studydesk/shared/website-leads';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../../../test-support.tsx';
import { CourseFinderSection } from './CourseFinderSection.tsx';
import { EnquirySection } from './EnquirySection.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../../ui/toast.ts', () => ({ toast }));

afterEach(() => vi.unstubAllGlobals());

const dataScience: University['courses'][number] = {
  _id: 'c1',
  subject: 'MSc Data Science',
  level: 'Masters',
  ieltsScore: '6.5',
  campusCity: 'Leeds',
  tuitionFees: '',
  applicationFees: '',
  duration: '1 year',
  detailLink: '',
};

const leeds: University = {
  _id: 'u1',
  name: 'University of Leeds',
  country: 'UK',
  location: '',
  intakes: ['September'],
  semesterFee: '',
  coursePeriod: '',
  scholarship: false,
  worldRank: null,
  internationalStudents: '',
  detailLink: '',
  courses: [dataScience],
};

describe('the course finder of the landing page', { timeout: 30_000 }, () => {
  it('takes a visitor who applies before enquiring to the enquiry form, focus and all', async () => {
    fakeApi({ 'GET /public/my-profile': { body: { data: { profile: null, applications: [] } } } });
    // the landing page's two sections, with the catalogue as one course
    renderPage(
      <>
        <CourseFinderSection
          renderSearch={(courseAction) => courseAction(leeds, dataScience)}
          waiting={null}
          onWaiting={() => {}}
        />
        <EnquirySection />
      </>,
      toast.error,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to MSc Data Science at University of Leeds' }));
    expect(toast.warning).toHaveBeenCalledOnce();
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
  });
});
