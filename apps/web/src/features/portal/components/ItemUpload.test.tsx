import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../i18n/i18n.ts';
import { fakeApi, renderPage } from '../../../test-support.tsx';
import { ItemUpload } from './ItemUpload.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => chooseLanguage('en'));
});

function showUpload() {
  fakeApi({ 'GET /documents/upload-limits': { body: { data: { maxMb: 10 } } } });
  renderPage(<ItemUpload label="CV" fileName="CV" send={vi.fn()} />, vi.fn());
}

/** The words a sighted visitor reads on `button`, without what only screen readers hear. */
function shownWords(button: HTMLElement) {
  const copy = button.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.mantine-VisuallyHidden-root')) hidden.remove();
  return copy.textContent?.trim();
}

describe("a document's upload on the student's page", { timeout: 30_000 }, () => {
  it('names its buttons after the document, showing the short words', async () => {
    showUpload();
    const photo = await screen.findByRole('button', { name: 'Take a photo of CV' });
    const file = screen.getByRole('button', { name: 'Choose a file for CV' });
    expect(shownWords(photo)).toBe('Take a photo');
    expect(shownWords(file)).toBe('Choose a file');
  });

  it('names the button for the next photo after the document too', async () => {
    // jsdom makes no addresses for files; the taken photo's thumbnail needs one
    class PhotoURL extends URL {
      static override createObjectURL = () => 'blob:photo';
      static override revokeObjectURL = () => {};
    }
    vi.stubGlobal('URL', PhotoURL);
    showUpload();
    await screen.findByRole('button', { name: 'Take a photo of CV' });
    const camera = screen.getByLabelText('Take a photo of CV', { selector: 'input' });
    fireEvent.change(camera, { target: { files: [new File(['x'], 'page.jpg', { type: 'image/jpeg' })] } });
    const next = await screen.findByRole('button', { name: 'Add a page to CV' });
    expect(shownWords(next)).toBe('Add a page');
  });

  it('names them in Bangla too', async () => {
    await act(() => chooseLanguage('bn'));
    showUpload();
    const photo = await screen.findByRole('button', { name: 'CV-এর ছবি তুলুন' });
    expect(shownWords(photo)).toBe('ছবি তুলুন');
    expect(screen.getByRole('button', { name: 'CV-এর জন্য ফাইল বেছে নিন' })).toBeTruthy();
  });
});
