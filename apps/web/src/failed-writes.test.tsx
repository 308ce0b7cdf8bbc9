import type { ChecklistItem } from '@studydesk/shared/checklists';
import type { Role } from '@studydesk/shared/role-names';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChecklistItemRow } from './features/checklists/components/ChecklistItemRow.tsx';
import { SendMessageModal } from './features/messages/components/SendMessageModal.tsx';
import { TemplatesPage } from './features/messages/pages/TemplatesPage.tsx';
import { OfficePhoneCard } from './features/settings/components/OfficePhoneCard.tsx';
import { EngineerDashboardPage } from './features/system/pages/EngineerDashboardPage.tsx';
import { fakeApi, showInArea, TEMPLATE_SETTINGS } from './test-support.tsx';

// A write or read the screen says it shows in place (errorsShownInline) is said there: the server's reason next to
// what failed, not nothing.

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('./ui/toast.ts', () => ({ toast }));

const REASON = 'You may not do this for this student';
const refused = { status: 403, body: { error: { code: 'FORBIDDEN', message: REASON } } };

const show = (page: ReactNode, role: Role = 'Super Admin') => showInArea(page, role, toast.error);

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const passport: ChecklistItem = {
  key: 'passport',
  label: 'Passport',
  stage: 'application',
  slot: null,
  expires: true,
  state: 'uploaded',
  reason: null,
  reviewedBy: null,
  reviewedAt: null,
  file: {
    _id: 'f1',
    name: 'passport.pdf',
    size: 2048,
    contentType: 'application/pdf',
    uploadedAt: '2026-03-09T10:00:00Z',
  },
  versions: 1,
  expiresAt: null,
  expiryWarning: null,
};

describe('a refused write is said where it was asked', { timeout: 30_000 }, () => {
  it('verifying a checklist document', async () => {
    const calls = fakeApi({ 'PATCH /student/7/checklist/passport': refused });
    const parts = { Preview: () => null, Upload: () => null };
    show(<ChecklistItemRow parts={parts} studentId={7} item={passport} canReview canUpload={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify Passport' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REASON);
    expect(toast.error).not.toHaveBeenCalledWith(REASON);
    // the verdict names the version on screen, which the server refuses once a newer one came in
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ state: 'verified', documentId: 'f1' });
  });

  it('sending a message, when the refusal is of no field', async () => {
    fakeApi({
      'GET /settings/templates': { body: { data: TEMPLATE_SETTINGS } },
      'POST /student/7/messages/preview': {
        body: { data: { subject: 'Hello', html: '<p>Dear student</p>', text: 'Dear student', to: 's@example.com' } },
      },
      'POST /student/7/messages': refused,
    });
    show(<SendMessageModal studentId={7} opened onClose={() => undefined} />);
    const send = await screen.findByRole('button', { name: 'Send' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    const said = await screen.findByRole('alert', { name: 'The message was not sent' });
    expect(within(said).getByText(REASON)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalledWith(REASON);
  });

  it('choosing the language of automatic messages', async () => {
    fakeApi({
      'GET /settings/templates': { body: { data: TEMPLATE_SETTINGS } },
      'PUT /settings/templates/welcome': refused,
    });
    show(<TemplatesPage />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Automatic messages are sent in' }));
    fireEvent.click(await screen.findByRole('option', { name: 'বাংলা' }));
    expect(await screen.findByText(REASON)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalledWith(REASON);
  });
});

describe('a failed read is said where its data would be', { timeout: 30_000 }, () => {
  it('the office’s phone country, its field waiting for it', async () => {
    fakeApi({ 'GET /settings/office-locale': refused });
    show(<OfficePhoneCard />);
    const alert = await screen.findByRole('alert', { name: 'The phone country could not be loaded' });
    expect(within(alert).getByText(REASON)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('the system status: a dash for each figure, not a skeleton for ever', async () => {
    fakeApi({ 'GET /health': refused, 'GET /system/status': refused });
    show(<EngineerDashboardPage />, 'Software Engineer');
    await screen.findByRole('alert', { name: 'The status check failed' });
    await waitFor(() => expect(screen.getAllByText('—')).toHaveLength(7));
  });
});
