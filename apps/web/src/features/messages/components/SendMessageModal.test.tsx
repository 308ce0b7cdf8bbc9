import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea, TEMPLATE_SETTINGS } from '../../../test-support.tsx';
import { SendMessageModal } from './SendMessageModal.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const rendered = (to: string | null) => ({
  body: { data: { subject: 'Hello', html: '<p>Dear student</p>', text: 'Dear student', to } },
});

/** The office's templates as the server lists them: the rejected document's names its event's variables. */
const settings = {
  ...TEMPLATE_SETTINGS,
  templates: TEMPLATE_SETTINGS.templates.map((template) =>
    template.key === 'document-rejected'
      ? { ...template, bn: { subject: 'আবার পাঠান', body: 'আপনার {{document.label}} আবার পাঠান' } }
      : template.key === 'visa-outcome'
        ? { ...template, en: { subject: 'Visa: {{visa.outcome}}', body: 'Dear student' } }
        : template,
  ),
};

function openDialog(to: string | null, state = 'queued', messageLanguage: 'en' | 'bn' | null = null) {
  const calls = fakeApi({
    'GET /settings/templates': { body: { data: settings } },
    'GET /student/7/message-language': { body: { data: { messageLanguage, language: messageLanguage ?? 'en' } } },
    'PATCH /student/7/message-language': ({ body }) => {
      const chosen = (body as { messageLanguage: 'en' | 'bn' | null }).messageLanguage;
      return { body: { data: { messageLanguage: chosen, language: chosen ?? 'en' } } };
    },
    'POST /student/7/messages/preview': rendered(to),
    'POST /student/7/messages': { status: 202, body: { data: { messageId: 'm1', state } } },
  });
  showInArea(<SendMessageModal studentId={7} opened onClose={() => undefined} />, 'Counselor', toast.error);
  return calls;
}

beforeEach(() => vi.clearAllMocks());

describe('the Send message dialog', { timeout: 30_000 }, () => {
  it('says a message the server refused was not sent, not that it is queued', async () => {
    openDialog('s@example.com', 'refused');
    const dialog = await screen.findByRole('dialog');
    const send = await within(dialog).findByRole('button', { name: 'Send' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    const said = await within(dialog).findByRole('alert', { name: 'The message was not sent' });
    expect(said.textContent).toContain('The student has no valid e-mail address, so the message was refused.');
    expect(within(dialog).queryByText('Queued')).toBeNull();
  });

  it('does not send to a student with no valid e-mail address, and says why', async () => {
    const calls = openDialog(null);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('no valid e-mail address: correct it on the student’s details to send a message'),
    ).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(send);
    expect(calls.filter((c) => c.path === '/student/7/messages')).toEqual([]);
  });

  it('offers only the templates staff can send: none whose wording needs its event', async () => {
    openDialog('s@example.com');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('combobox', { name: 'Template' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toContain('welcome');
    expect(offered).toContain('free-message');
    expect(offered).not.toContain('document-rejected');
    expect(offered).not.toContain('visa-outcome');
  });

  it('opens in the student’s message language, and changes it with “Messages in”', async () => {
    const calls = openDialog('s@example.com', 'queued', 'bn');
    const dialog = await screen.findByRole('dialog');
    const bangla = (await within(dialog).findByRole('radio', { name: 'বাংলা' })) as HTMLInputElement;
    expect(bangla.checked).toBe(true);
    const messagesIn = within(dialog).getByRole('combobox', { name: 'Messages in' }) as HTMLInputElement;
    expect(messagesIn.value).toBe('বাংলা');
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          path: '/student/7/messages/preview',
          body: expect.objectContaining({ language: 'bn' }),
        }),
      ),
    );

    fireEvent.click(messagesIn);
    fireEvent.click(await screen.findByRole('option', { name: 'Office default (English)' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
        expect.objectContaining({ path: '/student/7/message-language', body: { messageLanguage: null } }),
      ]),
    );
    // the untouched draft follows the student's new language
    await waitFor(() =>
      expect((within(dialog).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true),
    );
  });
});
