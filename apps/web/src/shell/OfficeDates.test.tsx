import { MantineProvider, TextInput } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { OFFICE_LOCALE_KEY } from '../features/settings/office-locale-query.ts';
import { fakeApi } from '../test-support.tsx';
import { currentOfficeLocale, formatOfficeDay, setOfficeLocale } from '../ui/dhaka-time.ts';
import { officePhoneCountry, setOfficePhoneCountry } from '../ui/office-phone-country.ts';
import { OfficeDates } from './OfficeDates.tsx';

/** A page with a date in the office's format and a field being filled in. */
function Page() {
  return (
    <>
      <p>Enquired {formatOfficeDay('2026-03-06')}</p>
      <TextInput label="New password" />
    </>
  );
}

/** The areas' OfficeDates around `Page`, the office's setting answered as `setting`. */
function showPage(setting: { locale: string; phoneCountry: string }) {
  fakeApi({ 'GET /settings/office-locale': { body: { data: setting } } });
  const client = createQueryClient(() => undefined);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <OfficeDates>
          <Page />
        </OfficeDates>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setOfficeLocale('en-GB');
  setOfficePhoneCountry('BD');
});

describe('the office’s date format and phone country', { timeout: 30_000 }, () => {
  it('redraw the page once when the office’s setting differs from the one remembered', async () => {
    showPage({ locale: 'en-US', phoneCountry: 'BD' });
    expect(await screen.findByText('Enquired Mar 6, 2026')).toBeTruthy();
  });

  it('saved on Settings, keep what is being typed in the other cards', async () => {
    const client = showPage({ locale: 'en-GB', phoneCountry: 'BD' });
    await waitFor(() => expect(client.getQueryState(OFFICE_LOCALE_KEY)?.status).toBe('success'));
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'half-typed' } });

    // as the save's answer does (features/settings/queries.ts)
    act(() => {
      client.setQueryData(OFFICE_LOCALE_KEY, { locale: 'en-US', phoneCountry: 'GB' });
    });

    await waitFor(() => expect(currentOfficeLocale()).toBe('en-US'));
    expect(officePhoneCountry()).toBe('GB');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('half-typed');
  });
});
