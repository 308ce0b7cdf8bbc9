import type { MessageTemplate } from '@studydesk/shared/templates';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const reminder: MessageTemplate = {
  key: 'missing-documents',
  label: 'Missing documents reminder',
  trigger: 'Every few days while documents are missing',
  automatic: false,
  en: { subject: 'Hello', body: 'Dear student' },
  bn: { subject: 'Hello', body: 'Dear student' },
  edited: false,
};

afterEach(() => vi.unstubAllGlobals());

/** The missing documents reminder's editor, whose save the server refuses with `fields`. */
async function refusedWith(fields: Record<string, string>) {
  fakeApi({
    'PUT /settings/templates/missing-documents': {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Check the template', fields } },
    },
  });
  showInArea(<TemplateEditor template={reminder} reminderEveryDays={7} variables={[]} />, 'Super Admin', toast.error);
  fireEvent.click(await screen.findByRole('button', { name: 'Save template' }));
}

describe('a refused template', { timeout: 30_000 }, () => {
  it('shows a refused interval beside it only, not as an error of the other language', async () => {
    await refusedWith({ reminderEveryDays: 'Between 1 and 90 days' });

    expect(await screen.findByText('Between 1 and 90 days')).toBeTruthy();
    expect(screen.queryByText('The other language has errors')).toBeNull();
  });

  it('tells of the other language’s errors', async () => {
    await refusedWith({ 'bn.subject': 'Enter a subject' });

    expect(await screen.findByText('The other language has errors')).toBeTruthy();
    expect(screen.getByText('Enter a subject')).toBeTruthy();
  });
});
