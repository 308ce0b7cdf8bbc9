import type { TimelineEntry } from '@studydesk/shared/timeline';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea, TEMPLATE_SETTINGS } from '../../../test-support.tsx';
import { useTimeline } from '../../timeline/queries.ts';
import { StudentMessageActions } from './StudentMessageActions.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const entry = (kind: string, payload: Record<string, unknown>): TimelineEntry => ({
  _id: kind,
  kind,
  group: 'messages',
  at: new Date().toISOString(),
  actor: { _id: 'u1', name: 'Sara Rahman' },
  payload,
  names: {},
});

/**
 * Stands in for the student's Timeline tab (another feature's component), through the same query: the kinds of its
 * entries, filtered to messages as a user may have chosen.
 */
function TimelineKinds() {
  const timeline = useTimeline(7, ['messages']);
  const entries = timeline.data?.pages.flatMap((page) => page.data) ?? [];
  if (timeline.isPending) return null;
  return (
    <ul aria-label="Timeline">
      {entries.map((item) => (
        <li key={item._id}>{item.kind}</li>
      ))}
    </ul>
  );
}

/** The student's page as far as this needs: the message actions, and the timeline below them. */
function fakeStudentPage(busyFirst = false) {
  const log: TimelineEntry[] = [];
  let sends = 0;
  const calls = fakeApi({
    // the timeline answers what has been logged so far
    'GET /student/7/timeline': () => ({ body: { data: [...log], page: { next: null } } }),
    'GET /settings/templates': { body: { data: TEMPLATE_SETTINGS } },
    'POST /student/7/messages/preview': {
      body: { data: { subject: 'Hello', html: '<p>Dear student</p>', text: 'Dear student', to: 's@example.com' } },
    },
    'POST /student/7/messages': () => {
      sends += 1;
      if (busyFirst && sends === 1) {
        return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'The server is busy. Try again.' } } };
      }
      log.unshift(entry('message-queued', { channel: 'email', subject: 'Hello' }));
      return { body: { data: { messageId: 'm1', state: 'queued' } } };
    },
    'POST /student/7/whatsapp': () => {
      log.unshift(entry('whatsapp-opened', { templateKey: 'welcome', number: '8801711000000' }));
      return { body: { data: { url: 'https://wa.me/8801711000000', number: '8801711000000', text: 'Hello' } } };
    },
  });
  showInArea(
    <>
      <StudentMessageActions studentId={7} />
      <TimelineKinds />
    </>,
    'Counselor',
    toast.error,
  );
  return calls;
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('a message to a student, on the student’s timeline', { timeout: 30_000 }, () => {
  it('shows a message sent from Send message at once', async () => {
    fakeStudentPage();
    expect(within(await screen.findByRole('list', { name: 'Timeline' })).queryAllByRole('listitem')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    const send = await within(dialog).findByRole('button', { name: 'Send' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);

    expect(await screen.findByText('message-queued')).toBeTruthy();
  });

  it('sends a retry of the same form with the same key, so the server queues it once', async () => {
    const calls = fakeStudentPage(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    const send = await within(dialog).findByRole('button', { name: 'Send' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    expect(await within(dialog).findByText('The server is busy. Try again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('message-queued')).toBeTruthy();

    const keys = calls
      .filter((c) => c.path === '/student/7/messages')
      .map((c) => (c.body as { sendKey?: string }).sendKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a WhatsApp chat opened at once', async () => {
    vi.stubGlobal('open', () => ({ opener: null, location: { href: '' }, close: () => undefined }));
    fakeStudentPage();
    expect(within(await screen.findByRole('list', { name: 'Timeline' })).queryAllByRole('listitem')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'welcome' }));

    expect(await screen.findByText('whatsapp-opened')).toBeTruthy();
  });

  it('leaves the WhatsApp text’s language to the server: the student’s, else the office’s', async () => {
    vi.stubGlobal('open', () => ({ opener: null, location: { href: '' }, close: () => undefined }));
    const calls = fakeStudentPage();
    fireEvent.click(await screen.findByRole('button', { name: 'WhatsApp' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'welcome' }));
    await screen.findByText('whatsapp-opened');
    expect(calls.filter((c) => c.path === '/student/7/whatsapp').map((c) => c.body)).toEqual([
      { templateKey: 'welcome' },
    ]);
  });
});
