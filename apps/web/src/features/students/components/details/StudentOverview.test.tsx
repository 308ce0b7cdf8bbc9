import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStudent, renderPage } from '../../../../test-support.tsx';
import { StudentOverview } from './StudentOverview.tsx';

// "Messages in": the language the student's messages go out in, read on their page without opening Send message.
describe('the student overview’s language of messages', () => {
  it('names the student’s own language', async () => {
    renderPage(
      <StudentOverview student={{ ...aStudent(), messages: { messageLanguage: 'bn', language: 'bn' } }} />,
      () => {},
    );
    expect(await screen.findByText('Messages in')).toBeTruthy();
    expect(screen.getByText('বাংলা')).toBeTruthy();
  });

  it('says when it is the office’s, and waits for the record before saying anything', async () => {
    const { unmount } = renderPage(
      <StudentOverview student={{ ...aStudent(), messages: { messageLanguage: null, language: 'en' } }} />,
      () => {},
    );
    expect(await screen.findByText('English (the office’s)')).toBeTruthy();
    unmount();
    renderPage(<StudentOverview student={aStudent()} />, () => {});
    await screen.findByText('Contact number');
    expect(screen.queryByText('Messages in')).toBeNull();
  });
});
