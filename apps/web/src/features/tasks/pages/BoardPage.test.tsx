import { type StudentStatus, studentSchema } from '@studydesk/shared/students';
import type { BoardCard } from '@studydesk/shared/tasks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '../../../test-media.ts';
import { fakeApi, renderInArea, sessionOf, showInArea } from '../../../test-support.tsx';
import { BoardPage } from './BoardPage.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const card = (studentId: number, fullName: string, status: StudentStatus): BoardCard => ({
  _id: `s${studentId}`,
  studentId,
  fullName,
  status,
  destination: 'Canada',
  daysInStage: 3,
  stalled: false,
  counselorEmployeeId: 'D-003',
  nextAction: null,
});

/**
 * A board with nothing in the first two statuses, as an admin Officer's is (the officer takes students from
 * Application on), or the Super Admin's when every student is past Enrolled.
 */
const CARDS: Partial<Record<StudentStatus, BoardCard[]>> = {
  'application-processing': [card(1042, 'Tahmid Hasan', 'application-processing')],
  'visa-processing': [card(1043, 'Rumana Akter', 'visa-processing'), card(1044, 'Farhan Kabir', 'visa-processing')],
};

function fakeBoard(cards = CARDS) {
  return fakeApi({
    'GET /tasks/assignees': { body: { data: [] } },
    'GET /board': ({ url }) => {
      const status = url.searchParams.get('status') as StudentStatus;
      return { body: { data: cards[status] ?? [], page: { number: 1, size: 50, hasNext: false } } };
    },
    'PATCH /student/1043/status': ({ body }) => ({
      body: {
        data: studentSchema.parse({
          _id: 's1043',
          studentId: 1043,
          fullName: 'Rumana Akter',
          email: 'rumana@example.com',
          phoneNumber: '+8801711000001',
          counselor: null,
          status: (body as { status: StudentStatus }).status,
          advices: '',
          advise: false,
          createdAt: '2026-01-05T10:00:00.000Z',
        }),
      },
    }),
  });
}

const boardStatuses = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((c) => c.path === '/board').map((c) => new URLSearchParams(c.search).get('status'));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('the board on a phone', { timeout: 30_000 }, () => {
  it('opens on the first stage with students, shows the stage chosen, and moves a card from its Move menu', async () => {
    onAPhone();
    const calls = fakeBoard();
    showInArea(<BoardPage />, 'Super Admin', toast.error);

    // Follow Up and Enrolled are empty: the board opens on Application Processing, one column wide, having asked
    // for the columns up to it only.
    const applications = await screen.findByRole('region', { name: 'Application Processing column' });
    expect(await within(applications).findByText('Tahmid Hasan')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: / column$/ })).toHaveLength(1);
    expect(boardStatuses(calls)).toEqual(['follow-up', 'enrolled', 'application-processing']);
    const stage = screen.getByRole('combobox', { name: 'Stage' }) as HTMLInputElement;
    expect(stage.value).toBe('Application Processing (1)');
    // no drag handle on a phone: the card moves from its menu
    expect(screen.queryByRole('button', { name: 'Move Tahmid Hasan (1042)' })).toBeNull();

    // the stages already looked at say how many students they hold
    fireEvent.click(stage);
    expect(await screen.findByRole('option', { name: 'Follow Up (0)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Visa Processing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Visa Processing' }));
    const visa = await screen.findByRole('region', { name: 'Visa Processing column' });
    await within(visa).findByText('Rumana Akter');
    expect(within(visa).getByText('Farhan Kabir')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Application Processing column' })).toBeNull();

    // Move lists the other statuses; choosing one sends the move, as a drop does
    fireEvent.click(within(visa).getByRole('button', { name: 'Move Rumana Akter to' }));
    expect(await screen.findByRole('menuitem', { name: 'Success' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Visa Processing' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Success' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rumana Akter moved to Success.'));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/student/1043/status', search: '', body: { status: 'success' } },
    ]);
  });
});

describe('the board on a wider screen', { timeout: 30_000 }, () => {
  it('shows the six columns side by side, each card with its drag handle and, for who cannot drag, its Move menu', async () => {
    const calls = fakeBoard();
    showInArea(<BoardPage />, 'Super Admin', toast.error);

    const applications = await screen.findByRole('region', { name: 'Application Processing column' });
    expect(await within(applications).findByRole('button', { name: 'Move Tahmid Hasan (1042)' })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: / column$/ })).toHaveLength(6);
    expect(screen.queryByRole('combobox', { name: 'Stage' })).toBeNull();

    const visa = screen.getByRole('region', { name: 'Visa Processing column' });
    fireEvent.click(await within(visa).findByRole('button', { name: 'Move Rumana Akter to' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Success' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rumana Akter moved to Success.'));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/student/1043/status', search: '', body: { status: 'success' } },
    ]);
  });
});

// PATCH /student/{id}/status is open to Super Admin and Counselor only: every move of the others' would be refused.
describe('the board of a role that may not move students', { timeout: 30_000 }, () => {
  it.each(['admin Officer', 'Admin Office Visa Section'] as const)(
    'shows %s the cards without drag handles',
    async (role) => {
      fakeBoard();
      showInArea(<BoardPage />, role, toast.error);

      const applications = await screen.findByRole('region', { name: 'Application Processing column' });
      expect(await within(applications).findByText('Tahmid Hasan')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Move Tahmid Hasan (1042)' })).toBeNull();
      expect(screen.getByText('Your students by status.')).toBeTruthy();
      expect(screen.getAllByText('No student here.')).toHaveLength(4);
    },
  );

  it('shows an admin Officer on a phone the cards without Move menus', async () => {
    onAPhone();
    fakeBoard();
    showInArea(<BoardPage />, 'admin Officer', toast.error);

    const applications = await screen.findByRole('region', { name: 'Application Processing column' });
    expect(await within(applications).findByText('Tahmid Hasan')).toBeTruthy();
    expect(within(applications).queryByRole('button', { name: 'Move Tahmid Hasan to' })).toBeNull();
  });
});

// A Counselor moves students between Follow Up and Enrolled only (students.service.ts, changeStatus).
describe('the board of a Counselor', { timeout: 30_000 }, () => {
  const counselorCards: typeof CARDS = { ...CARDS, 'follow-up': [card(1041, 'Nusrat Jahan', 'follow-up')] };

  it('offers a handle only on the cards they may move', async () => {
    fakeBoard(counselorCards);
    showInArea(<BoardPage />, 'Counselor', toast.error);

    const followUp = await screen.findByRole('region', { name: 'Follow Up column' });
    expect(await within(followUp).findByRole('button', { name: 'Move Nusrat Jahan (1041)' })).toBeTruthy();
    const applications = screen.getByRole('region', { name: 'Application Processing column' });
    expect(await within(applications).findByText('Tahmid Hasan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move Tahmid Hasan (1042)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Tahmid Hasan to' })).toBeNull();
  });

  it('lists in a phone card’s Move menu only Enrolled, and gives a card past it no menu', async () => {
    onAPhone();
    fakeBoard(counselorCards);
    showInArea(<BoardPage />, 'Counselor', toast.error);

    const followUp = await screen.findByRole('region', { name: 'Follow Up column' });
    fireEvent.click(await within(followUp).findByRole('button', { name: 'Move Nusrat Jahan to' }));
    expect(await screen.findByRole('menuitem', { name: 'Enrolled' })).toBeTruthy();
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);

    fireEvent.click(screen.getByRole('combobox', { name: 'Stage' }));
    fireEvent.click(await screen.findByRole('option', { name: /^Application Processing/ }));
    const applications = await screen.findByRole('region', { name: 'Application Processing column' });
    expect(await within(applications).findByText('Tahmid Hasan')).toBeTruthy();
    expect(within(applications).queryByRole('button', { name: 'Move Tahmid Hasan to' })).toBeNull();
  });
});

describe('the Super Admin’s counselor filter', { timeout: 30_000 }, () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('is still chosen after a student’s page and Back', async () => {
    fakeApi({
      'GET /tasks/assignees': {
        body: { data: [{ _id: 'c1', name: 'Nadia Rahman', employee_id: 'D-003', roles: ['Counselor'] }] },
      },
      'GET /board': { body: { data: [], page: { number: 1, size: 50, hasNext: false } } },
    });
    const router = renderInArea(
      sessionOf('Super Admin'),
      '/area',
      [
        { index: true, element: <BoardPage /> },
        { path: 'student', element: <p>The student</p> },
      ],
      toast.error,
    );
    // useListAddress changes the address from the browser's (as a browser router keeps it): the memory router's, here
    router.subscribe(({ location }) => window.history.replaceState(null, '', location.pathname + location.search));

    fireEvent.click(await screen.findByRole('combobox', { name: 'Counselor' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nadia Rahman (D-003)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?counselor=c1'));

    await router.navigate('/area/student');
    await screen.findByText('The student');
    await router.navigate(-1);

    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Counselor' }) as HTMLInputElement).value).toBe(
        'Nadia Rahman (D-003)',
      ),
    );
    expect(router.state.location.search).toBe('?counselor=c1');
  });
});
