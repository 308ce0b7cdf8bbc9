import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-support.tsx';
import { MessageLanguageField } from './MessageLanguageField.tsx';

describe('"Messages in"', () => {
  it('names the office’s language, and shows the form’s message for the field (the server’s refusal)', async () => {
    renderPage(
      <MessageLanguageField value={null} officeLanguage="en" onChange={() => {}} error="Choose English or Bangla" />,
      () => {},
    );
    expect(await screen.findByText('Choose English or Bangla')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Messages in' }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Messages in' }) as HTMLInputElement).value).toBe(
      'Office default (English)',
    );
  });
});
