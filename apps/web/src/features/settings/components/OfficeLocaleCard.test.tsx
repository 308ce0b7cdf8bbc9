import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { OfficeLocaleCard } from './OfficeLocaleCard.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const REASON = 'The office settings are being changed by someone else';
const refused = { status: 409, body: { error: { code: 'CONFLICT', message: REASON } } };
const saved = { body: { data: { locale: 'en-US', phoneCountry: 'BD' } } };

/** Month first chosen and saved, the first save refused; `later` answers the saves after it. */
async function refuseFirstSave(later: typeof saved | typeof refused) {
  let saves = 0;
  fakeApi({ 'PUT /settings/office-locale': () => (saves++ === 0 ? refused : later) });
  showInArea(<OfficeLocaleCard />, 'Super Admin', toast.error);
  fireEvent.click(await screen.findByRole('radio', { name: /Month first/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Save date format' }));
  expect(await screen.findByText(REASON)).toBeTruthy();
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe("the office's date format", { timeout: 30_000 }, () => {
  it('no longer shows a refusal once saved', async () => {
    await refuseFirstSave(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Save date format' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(screen.queryByText(REASON)).toBeNull();
  });

  it('no longer shows a refusal once another format is chosen', async () => {
    await refuseFirstSave(refused);
    fireEvent.click(screen.getByRole('radio', { name: /Day first/ }));
    expect(screen.queryByText(REASON)).toBeNull();
  });
});
