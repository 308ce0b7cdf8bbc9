import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';
import { copyFields } from '../db/copy.ts';
import { xlsxStream, xlsxStreamOfFields } from './xlsx.ts';

const { db } = await testApp();

/** The text of one part of a zip, found through its central directory. */
async function part(stream: Readable, name: string) {
  const zip = await buffer(stream);
  let at = zip.readUInt32LE(zip.length - 22 + 16);
  for (let left = zip.readUInt16LE(zip.length - 22 + 10); left > 0; left--) {
    const nameLength = zip.readUInt16LE(at + 28);
    const end = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      return inflateRawSync(zip.subarray(start, start + zip.readUInt32LE(at + 20))).toString();
    }
    at = end;
  }
  throw new Error(`no ${name}`);
}

// Texts the bytes cannot simply be copied for, and those they can, beside the numbers' odd spellings.
const TEXTS = [
  'plain',
  '=HYPERLINK("http://evil","x")',
  ' leading',
  'trailing ',
  ' ',
  'tab\there',
  'line\nbreak',
  'cr\rhere',
  '\u0001control\u001f',
  '\u0001',
  'a & b < c > d " e',
  '_x0041_',
  'max_xavier',
  'end_',
  'x\uFFFEy\uFFFF',
  'ﬀ ligature',
  '😀 বাংলা ✓',
  '',
  null,
  'a'.repeat(32767),
  'a'.repeat(40000),
  'é'.repeat(20000),
  '😀'.repeat(20000),
  '"'.repeat(100000),
];
const NUMBERS = ['7', '-12', '0', '007', '-0', '1.50', '1e21', '123456789012345678', ' 5', 'abc', '', null];

describe('xlsxStreamOfFields', () => {
  it("writes COPY's rows as xlsxStream writes the same texts, byte for byte", async () => {
    const rows = Array.from({ length: 480 }, (_, i) => [
      NUMBERS[i % NUMBERS.length] ?? null,
      TEXTS[i % TEXTS.length] ?? null,
      i % 7 === 0 ? null : `Student ${i}`,
    ]);
    const values = sql.join(
      rows.map(
        (row, i) =>
          sql`(${i}::int, ${sql.join(
            row.map((v) => (v === null ? sql`null` : sql`${v}`)),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const fromCopy = xlsxStreamOfFields(
      'Students',
      [
        { header: 'Number', width: 10, number: true },
        { header: 'Text', width: 20 },
        { header: 'Name', width: 20 },
      ],
      copyFields(db, sql`select n, t, name from (values ${values}) v(i, n, t, name) order by i`, 3),
    );
    const fromStrings = xlsxStream(
      'Students',
      [
        { header: 'Number', width: 10, value: (row: (string | null)[]) => (row[0] ? Number(row[0]) : null) },
        { header: 'Text', width: 20, value: (row: (string | null)[]) => row[1] },
        { header: 'Name', width: 20, value: (row: (string | null)[]) => row[2] },
      ],
      rows,
    );
    const sheet = await part(fromCopy, 'xl/worksheets/sheet1.xml');
    const expected = await part(fromStrings, 'xl/worksheets/sheet1.xml');
    // Where they part, if they do: the whole sheet is too long to show.
    let same = 0;
    while (same < sheet.length && sheet[same] === expected[same]) same++;
    expect(sheet.slice(same - 200, same + 200)).toBe(expected.slice(same - 200, same + 200));
    expect(sheet.length).toBe(expected.length);
    // What the writer does with them, seen in the sheet: texts stay texts, controls go, `_x` is escaped.
    expect(sheet).toContain('<c r="B3" t="inlineStr"><is><t>=HYPERLINK(&quot;http://evil&quot;,&quot;x&quot;)</t>');
    expect(sheet).toContain('<c r="B4" t="inlineStr"><is><t xml:space="preserve"> leading</t>');
    expect(sheet).toContain('<t>control</t>');
    expect(sheet).toContain('<t>_x005F_x0041_</t>');
    expect(sheet).toContain('<c r="A2"><v>7</v></c>');
    expect(sheet).toContain('<c r="A5"><v>7</v></c>'); // 007
    expect(sheet).toContain('<c r="A11" t="inlineStr"><is><t>NaN</t>'); // abc
    expect(sheet).not.toContain('<c r="A13"'); // ''
  });
});
