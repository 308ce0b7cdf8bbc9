import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../../test-support.tsx';
import { PaymentForm } from './PaymentForm.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the payment form', { timeout: 30_000 }, () => {
  it('takes a paid-on day up to the office’s today, and no day after it', async () => {
    // 01:00 on 2 December in Dhaka, still 1 December in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T19:00:00Z'));
    fakeApi({});
    renderPage(<PaymentForm studentId={1042} payments={[]} officeCurrency="BDT" />, () => {});
    const paidOn = (await screen.findByRole('textbox', { name: /^Date/ })) as HTMLInputElement;
    expect(paidOn.value).toBe('02/12/2026');

    fireEvent.focus(paidOn);
    fireEvent.change(paidOn, { target: { value: '03/12/2026' } });
    fireEvent.blur(paidOn);
    expect(paidOn.value).toBe('02/12/2026');

    fireEvent.focus(paidOn);
    fireEvent.change(paidOn, { target: { value: '30/11/2026' } });
    fireEvent.blur(paidOn);
    expect(paidOn.value).toBe('30/11/2026');
  });
});
