import { officeToday } from '@studydesk/shared/dates';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { MoneySettingsPage } from './MoneySettingsPage.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

afterEach(() => vi.unstubAllGlobals());

const month = officeToday().slice(0, 7);

/** An office counting in `currency` whose rates, as the server lists them, are those entered in that currency. */
function office(currency: string) {
  let saved = { name: 'Gulshan Office', address: '', currency };
  const rates: Record<string, object[]> = { BDT: [{ month, currency: 'USD', rate: 120 }] };
  return fakeApi({
    'GET /money/office': () => ({ body: { data: saved } }),
    'PUT /money/office': ({ body }) => {
      saved = body as typeof saved;
      return { body: { data: saved } };
    },
    'GET /money/rates': () => ({ body: { data: rates[saved.currency] ?? [] } }),
  });
}

describe('the money settings page', { timeout: 30_000 }, () => {
  it('warns that a change of currency leaves the rates entered in the former one, and lists the new one’s', async () => {
    const calls = office('BDT');
    showInArea(<MoneySettingsPage />, 'Super Admin', toast.error);
    expect(await screen.findByRole('cell', { name: '120' })).toBeTruthy();
    expect(screen.getByText(/worth in BDT/)).toBeTruthy();
    expect(screen.queryByText(/stop applying/)).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: /^Office currency/ }));
    fireEvent.click(await screen.findByRole('option', { name: /^GBP/ }));
    expect(screen.getByText(/the rates entered in BDT stop applying/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save office details' }));
    expect(await screen.findByText(/No rates for/)).toBeTruthy();
    expect(screen.getByText(/worth in GBP/)).toBeTruthy();
    expect(screen.queryByText(/stop applying/)).toBeNull();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/money/rates')).toHaveLength(2);
  });
});
