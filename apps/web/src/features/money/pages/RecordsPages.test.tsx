import type { Agreement, Partner } from '@studydesk/shared/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../../test-support.tsx';
import { ids } from '../ledger-test-api.ts';
import { AgreementsPage } from './AgreementsPage.tsx';
import { PartnersPage } from './PartnersPage.tsx';

// The partners' and the agreements' pages are one records page (components/RecordsPage.tsx) with their own texts.

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const partner = (n: number, over: Partial<Partner> = {}): Partner => ({
  id: ids(n),
  name: `Partner ${n}`,
  contact: '',
  email: '',
  phone: '',
  country: 'Bangladesh',
  sharePercent: 40,
  active: true,
  applications: 0,
  ...over,
});

const agreement: Agreement = {
  id: ids(50),
  universityName: 'Monash University',
  courseLevel: '',
  basis: 'percent',
  percent: 10,
  amountMinor: null,
  currency: 'AUD',
  instalments: 2,
  monthsBetween: 6,
  claimable: 'enrolment',
  censusDays: 0,
  active: true,
  commissions: 0,
};

const show = (page: ReactNode) => renderPage(page, toast.error);

const inUse = {
  status: 409,
  body: { error: { code: 'IN_USE', message: 'Partner 2 is named by 3 applications: deactivate it instead.' } },
};

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('the records pages', { timeout: 30_000 }, () => {
  it('deletes a partner only once asked, and tells one in use to be deactivated instead', async () => {
    const calls = fakeApi({
      'GET /partners': { body: { data: [partner(1), partner(2, { applications: 3 })] } },
      [`DELETE /partners/${ids(1)}`]: { body: { data: { id: ids(1) } } },
      [`DELETE /partners/${ids(2)}`]: inUse,
    });
    show(<PartnersPage />);
    expect(await screen.findByRole('heading', { name: 'Partners', level: 1 })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Partner 1' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete partner' });
    expect(within(ask).getByText('Delete Partner 1?')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Partner 1 was deleted.'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/partners/${ids(1)}`]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Partner 2' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete partner' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        'Partner 2 is named by 3 applications: deactivate it instead.',
        'Partner in use',
      ),
    );
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('opens one form to add and to edit, each from the record as it is', async () => {
    fakeApi({ 'GET /partners': { body: { data: [partner(1, { sharePercent: 25 })] } } });
    show(<PartnersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add partner' }));
    const add = await screen.findByRole('dialog', { name: 'Add partner' });
    expect((within(add).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
    expect((within(add).getByRole('textbox', { name: /Share of the commission/ }) as HTMLInputElement).value).toBe(
      '0%',
    );
    fireEvent.click(within(add).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add partner' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Partner 1' }));
    const edit = await screen.findByRole('dialog', { name: /Partner 1/ });
    expect((within(edit).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Partner 1');
    expect((within(edit).getByRole('textbox', { name: /Share of the commission/ }) as HTMLInputElement).value).toBe(
      '25%',
    );
  });

  it('names an agreement by its university and shows what is deleted before it is', async () => {
    fakeApi({
      'GET /agreements': { body: { data: [agreement] } },
      'GET /money/office': { body: { data: { name: 'Office', address: '', currency: 'AUD' } } },
      [`DELETE /agreements/${ids(50)}`]: { body: { data: { id: ids(50) } } },
    });
    show(<AgreementsPage />);
    expect(await screen.findByRole('heading', { name: 'University agreements', level: 1 })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the agreement of Monash University' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete agreement' });
    expect(within(ask).getByText('Delete the agreement of Monash University?')).toBeTruthy();
    expect(within(ask).getByText(/^Monash University, .*10% of tuition/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The agreement of Monash University was deleted.'));
  });

  it.each([
    ['partners', '/partners', <PartnersPage key="partners" />],
    ['agreements', '/agreements', <AgreementsPage key="agreements" />],
  ])('says once, in place of the %s, that they could not be loaded: no toast', async (_, path, page) => {
    fakeApi({
      [`GET ${path}`]: {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'The database is not answering' } },
      },
      'GET /money/office': { body: { data: { name: 'Office', address: '', currency: 'AUD' } } },
    });
    show(page);
    const alert = await screen.findByRole('alert', { name: 'The list could not be loaded' });
    expect(within(alert).getByText('The database is not answering')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
