import type { Role } from '@studydesk/shared/role-names';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../../test-support.tsx';
import { aLead } from '../lead-test-data.ts';
import { ConvertPanel } from './ConvertPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

const lead = aLead({ general: { name: 'Rina Akter', phone: '12345', email: 'rina@example.net' } });

const refusedPhone = {
  status: 400,
  body: {
    error: {
      code: 'VALIDATION',
      message: 'Some fields are not valid.',
      fields: { phoneNumber: '12345 is not a phone number: write it as dialled in the office’s country' },
    },
  },
};

describe('making a lead a student', { timeout: 30_000 }, () => {
  it('asks for the student’s phone when the enquiry’s cannot be dialled, and sends it corrected', async () => {
    const calls = fakeApi({
      'GET /employees/counselors': { body: { data: [{ _id: 'c1', name: 'Nadia Karim', employee_id: 'C-1' }] } },
      'POST /admin/convert-profile/p1': refusedPhone,
    });
    const superAdmin: Role = 'Super Admin';
    renderPage(<ConvertPanel profile={lead} role={superAdmin} />, () => {});
    const counselor = await screen.findByRole('combobox', { name: /Counselor Name/ });
    await waitFor(() => expect((counselor as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(counselor);
    fireEvent.click(await screen.findByRole('option', { name: 'Nadia Karim (C-1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));

    const phone = (await screen.findByRole('textbox', { name: /The student's phone number/ })) as HTMLInputElement;
    expect(phone.value).toBe('12345');
    expect(screen.getByText(/12345 is not a phone number/)).toBeTruthy();
    fireEvent.change(phone, { target: { value: '01712 345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const [first, second] = calls.filter((call) => call.method === 'POST');
    expect(first?.body).toEqual({ counselor: 'c1' });
    expect(second?.body).toEqual({ counselor: 'c1', phoneNumber: '01712 345678' });
  });
});
