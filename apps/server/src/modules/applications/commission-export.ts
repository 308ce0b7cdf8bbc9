import ExcelJS from 'exceljs';
import type { commissionList } from './applications.service.ts';

/** The commission list as `data.xlsx` (at most a few thousand rows: built in memory). */
export async function commissionXlsx(rows: Awaited<ReturnType<typeof commissionList>>) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Commission');
  sheet.columns = [
    { header: 'StudentId', key: 'studentId', width: 10 },
    { header: 'Country', key: 'country', width: 16 },
    { header: 'University Name', key: 'universityName', width: 32 },
    { header: 'Intake', key: 'intake', width: 16 },
    { header: 'B2B Agent', key: 'b2b', width: 20 },
    { header: 'Application Link', key: 'link', width: 40 },
    { header: 'Note', key: 'note', width: 40 },
  ];
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
