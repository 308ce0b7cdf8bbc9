import type { OutboxMessage } from '@studydesk/shared/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInArea } from '../../../test-support.tsx';
import { OutboxTable } from './OutboxTable.tsx';

/** A refused welcome to the student `fullName`, as the outbox lists it. */
const welcomeTo = (_id: string, fullName: string, studentId: number, archived: boolean): OutboxMessage => ({
  _id,
  channel: 'email',
  student: { _id: `s-${_id}`, studentId, fullName, archived },
  recipient: `${_id}@example.com`,
  subject: `Welcome, ${fullName}`,
  templateKey: 'welcome',
  automatic: true,
  state: 'refused',
  attempts: 0,
  nextAttemptAt: null,
  lastError: 'The student was deleted.',
  createdAt: '2026-03-01T10:00:00.000Z',
  sentAt: null,
});

const messages = [welcomeTo('m1', 'Rahim Uddin', 10001, false), welcomeTo('m2', 'Karim Ahmed', 10002, true)];

describe('the outbox', () => {
  it('links a live student to their page, and names an archived one without a link', { timeout: 30_000 }, async () => {
    showInArea(<OutboxTable messages={messages} />, 'Super Admin', () => undefined);
    const live = await screen.findByRole('link', { name: 'Rahim Uddin' });
    expect(live.getAttribute('href')).toMatch(/\/student-details\/10001\//);
    expect(screen.getByText('Karim Ahmed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Karim Ahmed/ })).toBeNull();
    expect(screen.getAllByText('(archived)')).toHaveLength(1);
  });
});
