import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../../../test-support.tsx';
import { EnquirySection } from './EnquirySection.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../../ui/toast.ts', () => ({ toast }));

afterEach(() => vi.unstubAllGlobals());

function showEnquiry(answer = { updated: false, passedToCounselor: false }) {
  const calls = fakeApi({
    'GET /public/my-profile': { body: { data: { profile: null, applications: [] } } },
    'POST /public/enquiry': { body: { data: { profileId: 'p1', message: '', ...answer } } },
  });
  renderPage(<EnquirySection />, toast.error);
  return calls;
}

describe('the enquiry form of the landing page', { timeout: 30_000 }, () => {
  it('takes the visitor to the first field to correct when Send is refused, sending nothing', async () => {
    const calls = showEnquiry();
    fireEvent.click(await screen.findByRole('button', { name: 'Send enquiry' }));
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('names the group of country chips by its title, with no label pointing at nothing', async () => {
    showEnquiry();
    const countries = await screen.findByRole('group', { name: 'Countries of interest' });
    expect(within(countries).getAllByRole('checkbox').length).toBeGreaterThan(1);
    for (const label of document.querySelectorAll('label[for]')) {
      expect(document.getElementById(label.getAttribute('for') ?? ''), label.textContent ?? '').not.toBeNull();
    }
  });

  it("tells a student's returning browser that their new details went to their counselor", async () => {
    const calls = showEnquiry({ updated: true, passedToCounselor: true });
    fireEvent.change(await screen.findByRole('textbox', { name: /Full name/ }), { target: { value: 'Tania Rahman' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: 'tania@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), { target: { value: '01711555002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Welcome back! We passed your new details to your counselor.')).toBeTruthy();
    // the page's language goes with it: the student's messages will be in it
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ name: 'Tania Rahman', language: 'en' });
  });
});
