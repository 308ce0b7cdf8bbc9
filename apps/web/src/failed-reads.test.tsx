import type { Role } from '@studydesk/shared/role-names';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChecklistSettingsPage } from './features/checklists/pages/ChecklistSettingsPage.tsx';
import { CommissionListPage } from './features/commission/pages/CommissionListPage.tsx';
import { AwayCard } from './features/employees/components/AwayCard.tsx';
import { TemplatesPage } from './features/messages/pages/TemplatesPage.tsx';
import { OfficeProfileCard } from './features/money/components/OfficeProfileCard.tsx';
import { ReportsPage } from './features/reports/pages/ReportsPage.tsx';
import { openSearch, SearchSpotlight } from './features/search/components/SearchSpotlight.tsx';
import { CreateStudentForm } from './features/students/components/CreateStudentForm.tsx';
import { StatusHistory } from './features/students/components/details/StatusHistory.tsx';
import { CatalogueSearch } from './features/universities/components/CatalogueSearch.tsx';
import { WebStudentsPage } from './features/website-leads/pages/WebStudentsPage.tsx';
import { OfficerDashboardPage } from './pages/OfficerDashboardPage.tsx';
import { anEmployee, fakeApi, sessionOf, showInArea } from './test-support.tsx';

// docs/decisions.md (session 37): a read whose screen shows its failure in place of its data says it there only,
// with the server's reason and Try again, and never also as a toast. The features without a page test of their own.

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('./ui/toast.ts', () => ({ toast }));

const REASON = 'The database is not answering';
const down = { status: 503, body: { error: { code: 'UNAVAILABLE', message: REASON } } };

const show = (page: ReactNode, role: Role = 'Super Admin') => showInArea(page, role, toast.error);

/** The failure where the data would be: what failed, the server's reason and Try again; and no toast. */
async function expectShownOnce(title: string) {
  const alert = await screen.findByRole('alert', { name: title });
  expect(within(alert).getByText(REASON)).toBeTruthy();
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(toast.error).not.toHaveBeenCalled();
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());
// A 503 is asked again once, a second later, before it fails.

describe('a read that failed is shown once, where its data would be', { timeout: 30_000 }, () => {
  it("in the admin Officer's queue", async () => {
    fakeApi({
      'GET /admin-officer/queue/E-1': down,
      'GET /admin-officer/queue/E-1/options': { body: { data: { universities: [], intakes: [] } } },
    });
    show(<OfficerDashboardPage tab="application" />, 'admin Officer');
    await expectShownOnce('The list could not be loaded');
  });

  it('in the checklists’ settings', async () => {
    fakeApi({ 'GET /settings/checklists': down });
    show(<ChecklistSettingsPage />);
    await expectShownOnce('The list could not be loaded');
  });

  it('in the B2B commission list', async () => {
    fakeApi({ 'GET /super-admin/get-commission-list': down });
    show(<CommissionListPage />);
    await expectShownOnce('The list could not be loaded');
  });

  it('in an employee’s times away', async () => {
    fakeApi({ 'GET /super-admin/employee/e1/away': down });
    show(<AwayCard employee={anEmployee()} />);
    await expectShownOnce('The times away could not be loaded');
    // the form to mark a time away stays
    expect(screen.getByRole('button', { name: 'Mark away' })).toBeTruthy();
  });

  it('in a report’s panel', async () => {
    fakeApi({ 'GET /reports/funnel': down });
    show(<ReportsPage />, 'Counselor');
    await expectShownOnce('The list could not be loaded');
  });

  it('in the search window, instead of searching for ever', async () => {
    fakeApi({ 'GET /search': down });
    show(<SearchSpotlight session={sessionOf('Super Admin')} />);
    act(() => openSearch());
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search' }), { target: { value: 'Rahim' } });
    await expectShownOnce('The results could not be loaded');
    expect(screen.queryByText('Searching…')).toBeNull();
  });

  it('in a student’s status history', async () => {
    fakeApi({ 'GET /student/7/history': down });
    show(<StatusHistory studentId={7} />);
    await expectShownOnce('The status history could not be loaded');
  });

  it('in the universities’ catalogue', async () => {
    fakeApi({
      'GET /universities': down,
      'GET /universities/choices': { body: { data: { countries: [], intakes: [] } } },
      'GET /universities/suggestions': { body: { data: [] } },
    });
    show(<CatalogueSearch />);
    await expectShownOnce('The list could not be loaded');
  });

  it('in the message templates', async () => {
    fakeApi({ 'GET /settings/templates': down });
    show(<TemplatesPage />);
    await expectShownOnce('The list could not be loaded');
  });

  it('in the office’s details on the money settings', async () => {
    fakeApi({ 'GET /money/office': down });
    show(<OfficeProfileCard editable />);
    await expectShownOnce('The office details could not be loaded');
  });

  it('beside the counselor field of a new student, a read other screens share without showing it', async () => {
    fakeApi({ 'GET /employees/counselors': down });
    const desk: Role = 'receptionist';
    show(<CreateStudentForm role={desk} onCreated={() => {}} />, desk);
    expect(await screen.findByText(`The counselors could not be loaded: ${REASON}`)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('in the website leads', async () => {
    fakeApi({ 'GET /admin/enrolled-profile-list': down });
    show(<WebStudentsPage />);
    await expectShownOnce('The list could not be loaded');
  });
});
