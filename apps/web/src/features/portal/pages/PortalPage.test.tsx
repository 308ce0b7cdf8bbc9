import type { Portal } from '@studydesk/shared/portal';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../i18n/i18n.ts';
import { routes } from '../../../router.tsx';
import { fakeApi, renderPage } from '../../../test-support.tsx';

const portal = (language: Portal['language']): Portal => ({
  studentId: 1042,
  firstName: 'Tahmid',
  status: 'follow-up',
  counselorFirstName: null,
  destination: 'UK',
  items: [],
  applications: [],
  expiresAt: '2026-03-06T06:00:00.000Z',
  language,
});

/** The student's page at their upload link, the server answering `language` as the one they chose before. */
function openPage(language: Portal['language']) {
  const calls = fakeApi({
    'GET /settings/office-locale': { body: { data: { locale: 'en-GB', phoneCountry: 'BD' } } },
    'GET /public/portal/1042': { body: { data: portal(language) } },
    'PUT /public/portal/1042/language': ({ body }) => ({ body: { data: body } }),
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/file-upload/1042/E-1?t=token-0123456789'] });
  const { unmount } = renderPage(createElement(RouterProvider, { router }), vi.fn());
  return { calls, unmount };
}

beforeEach(async () => {
  await chooseLanguage('en');
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the language of the student’s page', { timeout: 30_000 }, () => {
  it('is kept for the student’s messages when they switch it', async () => {
    const { calls } = openPage(null);
    expect(await screen.findByRole('heading', { name: 'Hello Tahmid' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'বাংলা' }));
    expect(await screen.findByRole('heading', { name: 'হ্যালো Tahmid' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          path: '/public/portal/1042/language',
          search: '?t=token-0123456789',
          body: { language: 'bn' },
        },
      ]),
    );
  });

  it('opens in the language the student chose before, unless this browser chose one', async () => {
    await chooseLanguage('en');
    const first = openPage('bn');
    expect(await screen.findByRole('heading', { name: 'Hello Tahmid' })).toBeTruthy();
    first.unmount();
    window.localStorage.clear();
    openPage('bn');
    expect(await screen.findByRole('heading', { name: 'হ্যালো Tahmid' })).toBeTruthy();
  });
});
