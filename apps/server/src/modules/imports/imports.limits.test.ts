// What an upload may hold: a sheet longer than the import is made for is refused as soon as the limit is passed
// (IMPORT_ROW_LIMIT, lowered here), and a workbook that breaks partway leaves no file behind.
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../../test/files.ts';
import { makeEmployee, testApp } from '../../../test/helpers.ts';

const LIMIT = 20;
const { app, db, config } = await testApp({ IMPORT_ROW_LIMIT: String(LIMIT) });
const admin = await makeEmployee(db, ['Super Admin']);
const TOO_LONG = `This sheet has more than ${LIMIT} rows; split it into smaller files.`;

const upload = (name: string, content: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    headers: { cookie: admin.cookie },
    payload: multipart({}, { name, content }),
  });

const students = (count: number) =>
  Array.from({ length: count }, (_, i) => [`Limit Student ${i}`, `0171155${String(i).padStart(4, '0')}`]);
const csv = (count: number) => Buffer.from(['Name,Phone', ...students(count).map((r) => r.join(','))].join('\r\n'));

/** A workbook of `count` students, its shared strings and styles after the worksheet: the order Excel writes. */
async function workbook(count: number) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Leads').addRows([['Name', 'Phone'], ...students(count)]);
  const zip = await JSZip.loadAsync(Buffer.from(await book.xlsx.writeBuffer()));
  const last = ['xl/sharedStrings.xml', 'xl/styles.xml'];
  const names = Object.keys(zip.files).filter((name) => !zip.files[name]?.dir);
  const reordered = new JSZip();
  for (const name of [...names.filter((n) => !last.includes(n)), ...last]) {
    reordered.file(name, (await zip.file(name)?.async('nodebuffer')) ?? '');
  }
  return reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
/** The workbook cut off inside its shared strings, after the worksheet: it breaks only once the sheet is read. */
const cutOff = (content: Buffer) => content.subarray(0, content.indexOf('xl/sharedStrings.xml') + 60);

const storedUploads = async () => (await readdir(path.join(config.DATA_DIR, 'files', 'imports'))).length;
const tempFiles = async () => (await readdir(tmpdir())).filter((n) => n.startsWith(`tmp-${process.pid}-`)).length;

describe('the size of an import', () => {
  it('refuses a sheet of more rows than the limit, naming it, as soon as they are passed (400)', async () => {
    for (const [name, content] of [
      ['leads.csv', csv(LIMIT)],
      ['leads.xlsx', await workbook(LIMIT)],
    ] as const) {
      const accepted = await upload(name, content);
      expect(accepted.statusCode, accepted.body).toBe(201);
    }
    const kept = await storedUploads();
    // A byte of another encoding 2 MB on, or a broken zip, past the limit is never reached: the rows are enough.
    const padding = Array.from({ length: 200 }, (_, i) => `Padding ${i},01711550000,${'x'.repeat(10_000)}`);
    const latin1 = Buffer.concat([csv(LIMIT), Buffer.from(`\r\n${padding.join('\r\n')}\r\nJos\xe9,0`, 'latin1')]);
    for (const [name, content] of [
      ['long.csv', csv(LIMIT + 1)],
      ['long.xlsx', await workbook(LIMIT + 1)],
      ['latin1.csv', latin1],
      ['broken.xlsx', cutOff(await workbook(LIMIT + 10))],
    ] as const) {
      const refused = await upload(name, content);
      expect(refused.statusCode, `${name}: ${refused.body}`).toBe(400);
      expect(refused.json().error).toMatchObject({ message: TOO_LONG, fields: { file: TOO_LONG } });
    }
    expect(await storedUploads()).toBe(kept);
  });

  it('leaves no file behind when a workbook breaks partway (415)', async () => {
    const before = [await storedUploads(), await tempFiles()];
    const broken = await upload('broken.xlsx', cutOff(await workbook(5)));
    expect(broken.statusCode, broken.body).toBe(415);
    expect(broken.json().error.message).toMatch(/could not be read as a spreadsheet/);
    // exceljs removes its temp files after the read, not at once: a moment to settle before they are counted
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([await storedUploads(), await tempFiles()]).toEqual(before);
  });
});
