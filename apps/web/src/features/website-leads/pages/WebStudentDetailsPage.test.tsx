import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInArea, sessionOf } from '../../../test-support.tsx';
import { aLead } from '../lead-test-data.ts';
import { WebStudentDetailsPage } from './WebStudentDetailsPage.tsx';

/** Stands in for the list: the address it was opened at. */
function LeadList() {
  const { search } = useLocation();
  return <p>The list at {search}</p>;
}

beforeEach(() => {
  fakeApi({
    'GET /admin/profile/p1': { body: { data: aLead() } },
    'GET /user/application-list/p1': { body: { data: [] } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a website lead’s ← Website-Leads', { timeout: 30_000 }, () => {
  it('goes back to the list as it was left, with its search, filters and page', async () => {
    const router = renderInArea(
      sessionOf('Super Admin'),
      '/super-admin',
      [
        { path: 'web-students', element: <LeadList /> },
        { path: 'web-student-details/:studentId', element: <WebStudentDetailsPage /> },
      ],
      vi.fn(),
      '/super-admin/web-students?q=karim&converted=no&page=2',
    );
    await screen.findByText(/The list at/);
    await router.navigate('/super-admin/web-student-details/p1');
    // the browser router numbers this visit's entries in history.state: the details page is the second
    window.history.replaceState({ idx: 1 }, '');

    fireEvent.click(await screen.findByText('Website-Leads'));

    await waitFor(() => expect(screen.getByText('The list at ?q=karim&converted=no&page=2')).toBeTruthy());
  });
});
