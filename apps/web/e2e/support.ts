import { expect, type Page } from '@playwright/test';

/** The demo accounts of `npm run seed:demo`. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO = {
  superAdmin: { email: 'superadmin@example.com', name: 'Sadia Rahman', dashboard: '/super-admin/dashboard' },
  receptionist: { email: 'receptionist@example.com', name: 'Tanvir Ahmed', dashboard: '/receptionist/dashboard' },
  counselor: { email: 'counselor@example.com', name: 'Nusrat Jahan', dashboard: '/counselor/dashboard' },
  officer: { email: 'officer@example.com', name: 'Mehedi Hasan', dashboard: '/admin-officer/dashboard' },
  visa: { email: 'visa@example.com', name: 'Ayesha Siddiqua', dashboard: '/visa-process/dashboard' },
  hr: { email: 'hr@example.com', name: 'Rafiq Islam', dashboard: '/hr/dashboard' },
  engineer: { email: 'engineer@example.com', name: 'Imran Kabir', dashboard: '/engineer/dashboard' },
  multi: { email: 'multi@example.com', name: 'Lamia Chowdhury', dashboard: '/counselor/dashboard' },
} as const;

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await fillSignIn(page, email, password);
}
