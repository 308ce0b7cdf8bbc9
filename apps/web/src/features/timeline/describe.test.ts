import { STUDENT_EVENT_KINDS } from '@studydesk/shared/timeline';
import { describe, expect, it } from 'vitest';
import { describeEntry, hasWordsFor, timeAgo } from './describe.ts';

const entry = (kind: string, payload: Record<string, unknown> = {}, names: Record<string, string> = {}) =>
  describeEntry({ kind, payload, names });

describe('a timeline entry in words', () => {
  it('says what changed, with the names and labels people read', () => {
    expect(entry('status-changed', { from: null, to: 'follow-up' })).toEqual({ title: 'Registered as Follow Up' });
    expect(entry('status-changed', { from: 'follow-up', to: 'enrolled' }).title).toBe(
      'Status changed from Follow Up to Enrolled',
    );
    expect(entry('counselor-changed', { from: 'a', to: 'b', reason: 'moved' }, { a: 'Nadia', b: 'Omar' })).toEqual({
      title: 'Counselor changed from Nadia to Omar',
    });
    expect(entry('counselor-changed', { from: 'a', to: 'b', reason: 'hand-over' }, { b: 'Omar' }).title).toBe(
      'Counselor changed from a former employee to Omar',
    );
    expect(entry('advice-written', { excerpt: 'Take IELTS' })).toEqual({
      title: 'Advices written',
      detail: 'Take IELTS',
    });
    expect(entry('document-uploaded', { slot: 'passport', via: 'upload-link' })).toEqual({
      title: 'Document uploaded: Passport',
      detail: 'By the student through the upload link',
    });
    expect(entry('document-uploaded', { slot: 'cas', label: 'CAS', via: 'staff' })).toEqual({
      title: 'Document uploaded: CAS',
    });
    expect(entry('document-reviewed', { label: 'Passport', state: 'rejected', reason: 'Blurred' })).toEqual({
      title: 'Document sent back: Passport',
      detail: 'Blurred',
    });
    expect(entry('document-reviewed', { label: 'IELTS', state: 'verified' })).toEqual({
      title: 'Document verified: IELTS',
    });
    expect(entry('details-edited', { fields: ['phoneNumber', 'email'] }).detail).toBe('Changed: phone number, email');
  });

  it('tells a message refused from one queued or sent', () => {
    expect(entry('message-sent', { channel: 'email', subject: 'Welcome' }).title).toBe('E-mail sent: Welcome');
    expect(entry('message-queued', { channel: 'email', subject: 'Welcome' }).title).toBe('E-mail queued: Welcome');
    expect(
      entry('message-failed', { channel: 'email', subject: 'Welcome', error: 'No address.', state: 'refused' }),
    ).toEqual({ title: 'E-mail not sent: Welcome', detail: 'No address. It will not be tried again.' });
    expect(entry('whatsapp-opened', { templateKey: 'welcome', number: '8801711' }).detail).toBe(
      'Template: welcome · +8801711',
    );
  });

  it('has words for every kind of the event log (add them in describe.ts with a new kind)', () => {
    expect(STUDENT_EVENT_KINDS.filter((kind) => !hasWordsFor(kind))).toEqual([]);
  });

  it('names a kind it does not know by its words', () => {
    expect(entry('payment-received', { amount: 5 })).toEqual({ title: 'Payment received' });
  });
});

describe('how long ago', () => {
  const now = new Date('2026-03-06T12:00:00Z');
  it('counts in the largest whole unit', () => {
    expect(timeAgo('2026-03-06T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-03-06T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-06T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-05T10:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-02-13T12:00:00Z', now)).toBe('3 weeks ago');
  });

  it('counts the office’s calendar days and months beyond a day', () => {
    // Monday 09:00 in Dhaka, seen on Wednesday 08:00: 47 hours, and two days by the calendar
    expect(timeAgo('2026-03-02T03:00:00Z', new Date('2026-03-04T02:00:00Z'))).toBe('2 days ago');
    // 23:30 in Dhaka seen 25 hours later, at 00:30 two days on
    expect(timeAgo('2026-03-04T17:30:00Z', new Date('2026-03-05T18:30:00Z'))).toBe('2 days ago');
    expect(timeAgo('2026-03-04T03:00:00Z', new Date('2026-03-05T14:00:00Z'))).toBe('yesterday');
    // months by the calendar, as addMonths counts them (31 Jan + 1 month = 28 Feb), not 30-day blocks
    expect(timeAgo('2026-01-31T06:00:00Z', new Date('2026-03-01T06:00:00Z'))).toBe('last month');
    expect(timeAgo('2025-01-01T06:00:00Z', new Date('2025-12-29T06:00:00Z'))).toBe('11 months ago');
    expect(timeAgo('2025-12-01T06:00:00Z', new Date('2026-03-01T06:00:00Z'))).toBe('3 months ago');
    expect(timeAgo('2025-03-01T06:00:00Z', new Date('2026-03-01T06:00:00Z'))).toBe('last year');
  });
});
