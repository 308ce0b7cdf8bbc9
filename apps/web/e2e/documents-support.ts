import { expect, type Page } from '@playwright/test';

export interface ApiStudent {
  studentId: number;
  fullName: string;
  counselor: { employee_id: string } | null;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A student of the signed-in counselor (D-003) without any document yet, asked with the page's own session. */
export async function studentWithoutDocuments(page: Page): Promise<ApiStudent> {
  for (let p = 1; p <= 10; p++) {
    const response = await page.request.get(`/api/v1/utilities/filter-student-list/D-003?page=${p}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: ApiStudent[]; page: { hasNext: boolean } };
    for (const student of body.data) {
      const docs = await page.request.get(`/api/v1/student/get-documents/${student.studentId}`);
      if (docs.ok() && Object.keys(((await docs.json()) as { data: object }).data).length === 0) return student;
    }
    if (!body.page.hasNext) break;
  }
  throw new Error('Every student of D-003 already has documents');
}
