import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test-support.tsx';
import { OtherDocuments } from './OtherDocuments.tsx';

const cas = {
  key: 'cas',
  label: 'CAS (Confirmation of Acceptance for Studies)',
  file: { _id: 'd1', name: 'cas.pdf', size: 2048, contentType: 'application/pdf', uploadedAt: '2026-11-30T04:00:00Z' },
  versions: 2,
};

describe('documents on no item of the checklist', () => {
  it('are listed to be downloaded, under what says why they are apart', async () => {
    renderPage(<OtherDocuments documents={[cas]} destination="Canada" />, () => {});
    const list = await screen.findByRole('list', { name: 'Kept, on no item of the Canada checklist' });
    expect(list.textContent).toContain('CAS (Confirmation of Acceptance for Studies)');
    expect(list.textContent).toContain('2 versions');
    const link = screen.getByRole('link', { name: 'Download CAS (Confirmation of Acceptance for Studies)' });
    expect(link.getAttribute('href')).toBe('/api/v1/documents/d1/file');
  });

  it('show nothing when there are none', () => {
    const { container } = renderPage(<OtherDocuments documents={[]} destination="UK" />, () => {});
    expect(container.querySelector('ul')).toBeNull();
  });
});
