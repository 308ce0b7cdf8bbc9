import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './languages.ts';

// A visitor whose browser asks for Bangla first; read when the i18n module starts.
vi.hoisted(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['bn-BD', 'en-US'], configurable: true });
});

const { LanguageSwitch } = await import('./LanguageSwitch.tsx');
const { StaffLanguage, useTexts } = await import('./use-texts.ts');

function show(children: ReactNode) {
  return render(
    <MantineProvider env="test">
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </MantineProvider>,
  );
}

function Probe() {
  const { t, language, number } = useTexts('common');
  return (
    <p>
      {t('language')} {language} {number(2026)}
    </p>
  );
}

describe('LanguageSwitch', () => {
  it("starts in the browser's Bangla, in step with <html lang>, and remembers English once chosen", async () => {
    show(<LanguageSwitch />);
    const group = await screen.findByRole('radiogroup', { name: 'ভাষা' });
    expect(group).toBeTruthy();
    const bangla = screen.getByRole('radio', { name: 'বাংলা' }) as HTMLInputElement;
    expect(bangla.checked).toBe(true);
    expect(document.documentElement.lang).toBe('bn');

    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('gives its page back to English when it is left', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    const { unmount } = show(<LanguageSwitch />);
    fireEvent.click(await screen.findByRole('radio', { name: 'বাংলা' }));
    await screen.findByRole('radiogroup', { name: 'ভাষা' });
    expect(document.documentElement.lang).toBe('bn');
    unmount();
    expect(document.documentElement.lang).toBe('en');
  });

  it('formats numbers in the chosen language, and a staff area stays in English', async () => {
    show(
      <>
        <Probe />
        <StaffLanguage>
          <Probe />
        </StaffLanguage>
      </>,
    );
    expect(await screen.findByText('ভাষা bn ২,০২৬')).toBeTruthy();
    expect(screen.getByText('Language en 2,026')).toBeTruthy();
  });
});
