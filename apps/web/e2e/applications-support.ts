import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

/** The demo counselor's and officer's employee ids (`npm run seed:demo`). */
export const COUNSELOR_ID = 'D-003';
export const OFFICER_ID = 'D-005';

export interface CaseStudent {
  _id: string;
  studentId: number;
  fullName: string;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const applicationsPath = (studentId: number) =>
  `/admin-officer/update-application-status/${studentId}/${COUNSELOR_ID}/${OFFICER_ID}`;

/**
 * Students of the demo counselor not yet with an officer, each assigned to the demo officer by the counselor
 * through the API (the assignment itself has its journey in applications.spec.ts).
 */
export async function assignToOfficer(browser: Browser, count: number): Promise<CaseStudent[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.counselor.email);
  await expect(page).toHaveURL(DEMO.counselor.dashboard);
  const list = await page.request.get(
    `/api/v1/utilities/filter-student-list/${COUNSELOR_ID}?status=enrolled&status=follow-up`,
  );
  expect(list.ok()).toBe(true);
  const students = ((await list.json()) as { data: CaseStudent[] }).data.slice(0, count);
  expect(students).toHaveLength(count);
  const officers = (await (await page.request.get('/api/v1/employees/officers')).json()) as {
    data: { _id: string; name: string }[];
  };
  const officer = officers.data.find((o) => o.name === DEMO.officer.name);
  if (!officer) throw new Error(`${DEMO.officer.name} is not an officer`);
  for (const student of students) {
    const assigned = await page.request.patch(
      `/api/v1/counselor/assign-student-to-applicant/${student._id}/${officer._id}`,
    );
    expect(assigned.ok()).toBe(true);
  }
  await context.close();
  return students;
}

/** Files an application for the student as the signed-in officer, through the API. */
export async function fileApplication(page: Page, studentId: number, fields: Record<string, string>) {
  const created = await page.request.post(
    `/api/v1/applicant/university-upload/${studentId}/${COUNSELOR_ID}/${OFFICER_ID}`,
    { data: fields },
  );
  expect(created.status()).toBe(201);
}

/** A new page of the demo officer, signed in. */
export async function officerPage(browser: Browser, theme?: 'light' | 'dark') {
  const page = await (await browser.newContext()).newPage();
  if (theme) await page.goto(`/homepage?theme=${theme}`);
  await signIn(page, DEMO.officer.email);
  await expect(page).toHaveURL(DEMO.officer.dashboard);
  return page;
}
