import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { anEmployee } from '../../../test-support.tsx';
import { AddEmployeeForm } from './AddEmployeeForm.tsx';
import { EditEmployeeModal } from './EditEmployeeModal.tsx';

const DETAILS = ['Name', 'Email', 'Phone', 'Family phone', 'Salary', 'Address', 'Previous experience'];

function renderInApp(ui: ReactNode) {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        {/* the forms read their texts through i18n, loaded on first render as on a page */}
        <Suspense fallback={null}>{ui}</Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The labels of the form's inputs in page order, without the required asterisk. */
const labels = (root: ParentNode) =>
  [...root.querySelectorAll('label')].map((label) => label.textContent?.replace(/\s*\*$/, '').trim());

const employee = anEmployee({ employee_id: 'E-1', address: 'Dhanmondi', createdAt: '2026-11-01T00:00:00.000Z' });

describe('EmployeeInputs', () => {
  it('gives Add Employee its account inputs in their places and the details in the same order', async () => {
    const { container } = renderInApp(<AddEmployeeForm onCreated={() => {}} />);
    const account = await screen.findByRole('region', { name: 'Account' });
    const contact = await screen.findByRole('region', { name: 'Contact and work' });
    expect(labels(account)).toEqual(['Name', 'Employee ID', 'Email', 'Password', 'Designation']);
    expect(labels(contact)).toEqual(['Phone', 'Family phone', 'Salary', 'Address', 'Previous experience']);
    expect(labels(container).filter((label) => DETAILS.includes(label ?? ''))).toEqual(DETAILS);
    // the first render also loads i18n and the employees' texts
  }, 20_000);

  it('gives Edit employee the same details, filled in', async () => {
    renderInApp(<EditEmployeeModal employee={employee} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit employee' });
    expect(labels(dialog)).toEqual(DETAILS);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Nadia Rahman');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveProperty('value', 'Dhanmondi');
  });
});
