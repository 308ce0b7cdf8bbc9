import type { MyDay } from '@studydesk/shared/tasks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '../../../test-media.ts';
import { fakeApi, renderInArea, sessionOf } from '../../../test-support.tsx';
import { MyDayPage } from './MyDayPage.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const session = sessionOf('Counselor', 'E-7');

/** `n` stalled students, numbered from 1. */
const stalled = (n: number): MyDay['stalled'] =>
  Array.from({ length: n }, (_, i) => ({
    studentId: 1000 + i + 1,
    fullName: `Quiet Student ${i + 1}`,
    status: 'follow-up',
    counselorEmployeeId: 'E-7',
    nextDueAt: null,
    openAs: 'Counselor',
    daysInStage: 30,
    lastActivityAt: '2026-10-01T00:00:00.000Z',
  }));

const day = (students: MyDay['stalled'], more: boolean): MyDay => ({
  overdue: [],
  dueToday: [],
  upcoming: [],
  newAssignments: [],
  stalled: students,
  documentsToReview: [],
  more: {
    overdue: false,
    dueToday: false,
    upcoming: false,
    newAssignments: false,
    stalled: more,
    documentsToReview: false,
  },
  team: [],
});

/** My Day in the Counselor's area, as the app's router shows it. */
function showMyDay() {
  renderInArea(session, '/counselor', [{ path: 'my-day', element: <MyDayPage /> }], toast.error, '/counselor/my-day');
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('My Day', { timeout: 30_000 }, () => {
  it('shows each list’s first rows, and asks the server for the rest of a list that has more when it is opened', async () => {
    // The first page holds the 8 stalled students shown and says there are more; all of them are 130, of which 100 come.
    const calls = fakeApi({
      'GET /my-day': ({ url }) => ({
        body: { data: url.searchParams.get('all') === 'true' ? day(stalled(100), true) : day(stalled(8), true) },
      }),
    });
    showMyDay();

    const list = await screen.findByRole('region', { name: 'Stalled students' });
    await within(list).findByText(/Quiet Student 8 \(/);
    expect(within(list).getByText('8+')).toBeTruthy();
    // Only the whole list, once asked for and still longer, says that not all of it is shown.
    expect(within(list).queryByText(/Only the first/)).toBeNull();
    expect(calls.filter((c) => c.path === '/my-day').map((c) => c.search)).toEqual(['']);

    fireEvent.click(within(list).getByRole('button', { name: 'Show more' }));
    await within(list).findByText(/Quiet Student 100 \(/);
    expect(calls.at(-1)?.search).toBe('?all=true');
    expect(within(list).getByText('100+')).toBeTruthy();
    expect(within(list).getByText('Only the first 100 are shown here.')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Show fewer' }));
    await waitFor(() => expect(within(list).queryByText(/Quiet Student 9 \(/)).toBeNull());
    fireEvent.click(within(list).getByRole('button', { name: 'Show 92+ more' }));
    await within(list).findByText(/Quiet Student 100 \(/);
  });

  it('opens a list the server sent whole without asking again', async () => {
    const calls = fakeApi({ 'GET /my-day': { body: { data: day(stalled(12), false) } } });
    showMyDay();
    const list = await screen.findByRole('region', { name: 'Stalled students' });
    fireEvent.click(await within(list).findByRole('button', { name: 'Show 4 more' }));
    await within(list).findByText(/Quiet Student 12 \(/);
    expect(calls.filter((c) => c.path === '/my-day').map((c) => c.search)).toEqual(['']);
  });

  it('links each student to the area of the role that opens it: another desk of the caller’s offers the switch', async () => {
    // The second is the caller's as an admin Officer, a role they hold beside Counselor.
    const students = stalled(2).map((s, i) => (i === 1 ? { ...s, openAs: 'admin Officer' as const } : s));
    // Each sent a passport through their link: only the file of the student this role opens is a link here.
    const documentsToReview = students.map(({ daysInStage, lastActivityAt, ...student }) => ({
      documentId: `d${student.studentId}`,
      slot: 'passport',
      url: `/api/v1/documents/d${student.studentId}/file`,
      uploadedAt: lastActivityAt,
      student,
    }));
    fakeApi({ 'GET /my-day': { body: { data: { ...day(students, false), documentsToReview } } } });
    showMyDay();
    const list = await screen.findByRole('region', { name: 'Stalled students' });
    const hrefOf = async (name: RegExp) => (await within(list).findByRole('link', { name })).getAttribute('href');
    expect(await hrefOf(/Quiet Student 1 \(/)).toBe('/counselor/student-details/1001/E-7');
    expect(await hrefOf(/Quiet Student 2 \(/)).toBe('/admin-officer/student-details/1002/E-7');
    const files = screen.getByRole('region', { name: 'Documents to review' });
    expect(
      within(files)
        .getAllByRole('link', { name: 'Passport' })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/api/v1/documents/d1001/file']);
    expect(within(files).getAllByText('Passport')).toHaveLength(2);
  });

  it('says once, in place of the lists, that the day could not be loaded: the reason and Try again, no toast', async () => {
    fakeApi({
      'GET /my-day': {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'The database is not answering' } },
      },
      'GET /tasks/assignees': { body: { data: [] } },
    });
    showMyDay();
    const alert = await screen.findByRole('alert', { name: 'The list could not be loaded' });
    expect(within(alert).getByText('The database is not answering')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows Super Admin the office on a phone as a line an employee, both counts in view', async () => {
    onAPhone();
    fakeApi({
      'GET /my-day': {
        body: {
          data: {
            ...day([], false),
            team: [{ employee: { _id: 'e9', name: 'Nusrat Jahan', employee_id: 'D-003' }, overdue: 3, stalled: 5 }],
          },
        },
      },
    });
    renderInArea(
      sessionOf('Super Admin'),
      '/super-admin',
      [{ path: 'my-day', element: <MyDayPage /> }],
      toast.error,
      '/super-admin/my-day',
    );
    const office = await screen.findByRole('region', { name: 'The office today' });
    const employee = await within(office).findByRole('link', { name: 'Nusrat Jahan (D-003)' });
    expect(employee.getAttribute('href')).toBe('/super-admin/employee/e9');
    expect(within(office).queryByRole('table')).toBeNull();
    // The stalled count was the table's third column, beyond a phone's width.
    expect(within(office).getByText('Overdue: 3')).toBeTruthy();
    expect(within(office).getByText('Stalled students: 5')).toBeTruthy();
  });
});
