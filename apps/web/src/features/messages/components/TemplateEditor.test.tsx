import type { MessageTemplate } from '@studydesk/shared/templates';
import { fireEvent, screen, within } from '@testing-library/react';
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

const offer: MessageTemplate = {
  key: 'offer-received',
  label: 'Offer received',
  trigger: 'When an application’s status becomes an offer',
  automatic: true,
  en: { subject: 'An offer from {{application.universityName}}', body: 'Dear {{student.fullName}}' },
  bn: { subject: '{{application.universityName}} থেকে অফার', body: 'প্রিয় {{student.fullName}}' },
  edited: false,
};

/** The server's preview: the university an example, in the language asked for. */
const previewOf = ({ body }: { body: unknown }) => {
  const bangla = (body as { language: string }).language === 'bn';
  const subject = bangla ? 'University of Leeds থেকে অফার' : 'An offer from University of Leeds';
  const html = bangla ? '<p>প্রিয় Mina</p>' : '<p>Dear Mina</p>';
  return {
    body: { data: { subject, html, text: '', to: 'mina@example.com', examples: ['application.universityName'] } },
  };
};

describe('the live preview', { timeout: 30_000 }, () => {
  it('says which of its values are examples the event gives, in either language', async () => {
    const calls = fakeApi({ 'POST /settings/templates/preview': previewOf });
    showInArea(<TemplateEditor template={offer} reminderEveryDays={7} variables={[]} />, 'Super Admin', toast.error);
    fireEvent.change(await screen.findByRole('textbox', { name: /Preview for student ID/ }), {
      target: { value: '10001' },
    });

    expect(await screen.findByText('An offer from University of Leeds', {}, { timeout: 3000 })).toBeTruthy();
    const note = screen.getByText(/Values from the event are examples:/);
    expect(within(note).getByText('{{application.universityName}}')).toBeTruthy();

    fireEvent.click(screen.getByText('বাংলা'));
    expect(await screen.findByText('University of Leeds থেকে অফার', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/Values from the event are examples:/)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/settings/templates/preview').map((c) => c.body)).toContainEqual(
      expect.objectContaining({ studentId: 10001, language: 'bn' }),
    );
  });
});
