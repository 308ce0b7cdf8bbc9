import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One column of a sheet: its header, its width in characters and how a row gives its value. */
export interface XlsxColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null | undefined;
}

/** Excel holds at most this many characters in a cell; longer text makes it refuse the file. */
const CELL_LIMIT = 32_767;
/**
 * The sheet's XML goes to the compressor in pieces of about this size, and comes out in pieces of a quarter of
 * it: each piece costs the main thread a round trip to zlib's thread (64 KB in, 16 KB out took twice as long).
 */
const CHUNK = 256 * 1024;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
/** The least a stylesheet may hold: one font, the two fills Excel expects, one border, one cell format. */
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbookXml = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

// Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF): dropped.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to take out.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>"]|_x(?=[0-9A-Fa-f]{4}_)/g;
/** Anything either replacement would touch: most text has none, and is written as it is. */
const ANYTHING =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters NOT_XML takes out.
  /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]|_x/;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', _x: '_x005F_x' };

/**
 * Text as XML character data. `_xHHHH_` is how OOXML spells a character, so a user's literal `_x0041_`
 * has its underscore escaped, and Excel shows what was typed.
 */
function escapeXml(text: string) {
  if (!ANYTHING.test(text)) return text;
  return text.replace(NOT_XML, '').replace(SPECIAL, (c) => ENTITY[c] ?? c);
}

/** A column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
function columnName(index: number) {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Spreadsheets drop a text's leading and trailing spaces (and tabs, line breaks) unless told to keep them. */
const edgeSpace = (text: string) => text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;

/**
 * A text cell is always an inline string (`t="inlineStr"`) and a number a number: nothing is ever a
 * formula, so a name like `=HYPERLINK(...)` stays the text that was typed.
 */
function cell(ref: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : cell(ref, String(value));
  }
  const text = escapeXml(value.length > CELL_LIMIT ? value.slice(0, CELL_LIMIT) : value);
  return edgeSpace(text)
    ? `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`
    : `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
}

/**
 * Collects XML as UTF-8 straight into large buffers: no long string is ever built, so a sheet of many rows
 * leaves little for the garbage collector.
 */
class XmlBuffer {
  private full: Buffer[] = [];
  private buffer = Buffer.allocUnsafe(CHUNK * 2);
  private used = 0;

  put(text: string) {
    if (this.used + text.length * 3 > this.buffer.length) {
      if (this.used > 0) this.full.push(this.buffer.subarray(0, this.used));
      this.buffer = Buffer.allocUnsafe(Math.max(CHUNK * 2, text.length * 3));
      this.used = 0;
    }
    this.used += this.buffer.write(text, this.used);
  }

  get size() {
    return this.used + this.full.reduce((sum, b) => sum + b.length, 0);
  }

  /** Hands over what was written; the next write starts a new buffer. */
  take() {
    const taken = [...this.full, this.buffer.subarray(0, this.used)];
    this.full = [];
    this.buffer = Buffer.allocUnsafe(CHUNK * 2);
    this.used = 0;
    return taken;
  }
}

async function* sheetXml<T>(columns: readonly XlsxColumn<T>[], batches: AsyncIterable<readonly T[]>) {
  const letters = columns.map((_, i) => columnName(i));
  const xml = new XmlBuffer();
  // One row, one string: writing many small strings into a buffer costs more than joining them first. No item:
  // the header row. The row's number is made a string once, not once a cell.
  const row = (n: number, item: T | undefined) => {
    const r = String(n);
    let text = `<row r="${r}">`;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i] as XlsxColumn<T>;
      text += cell(letters[i] + r, item === undefined ? column.header : column.value(item));
    }
    xml.put(`${text}</row>`);
  };
  xml.put(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols>' +
      columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('') +
      '</cols><sheetData>',
  );
  row(1, undefined);
  let n = 1;
  for await (const batch of batches) {
    for (const item of batch) {
      n += 1;
      row(n, item);
      if (xml.size >= CHUNK) yield* xml.take();
    }
  }
  xml.put('</sheetData></worksheet>');
  yield* xml.take();
}

/** Zip's date and time fields (local time, two-second steps). */
function dosTime(date: Date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

/** Zip's 32-bit sizes: a sheet this large would need ZIP64, which no export of ours comes near. */
const ZIP_LIMIT = 0xffff_ffff;

/**
 * A zip of `parts`, deflated, streamed as it is made. Each part's size and checksum follow its data (a data
 * descriptor), so nothing is held in memory but the chunk being compressed.
 */
async function* zip(parts: { name: string; body: AsyncIterable<Buffer> }[]) {
  const { time, day } = dosTime(new Date());
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: deflate
    local.writeUInt16LE(0x0808, 6); // sizes in a data descriptor; UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt16LE(name.length, 26);
    yield local;
    yield name;

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw({ level: 1, chunkSize: CHUNK / 4 });
    const body = part.body;
    async function* counted() {
      for await (const chunk of body) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        yield chunk;
      }
    }
    const feeding = pipeline(Readable.from(counted()), deflate);
    // Its failure also ends the loop below, which reports it; given up early, nobody awaits it.
    feeding.catch(() => {});
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      compressed += chunk.length;
      yield chunk;
    }
    await feeding;
    if (size > ZIP_LIMIT || offset + compressed > ZIP_LIMIT) throw new Error('The sheet is too large for a zip.');

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0808, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(day, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(compressed, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += local.length + name.length + compressed + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

async function* fixed(text: string) {
  yield Buffer.from(text);
}

/** Rows one at a time as batches: a list is one batch, each row of an async source a batch of its own. */
async function* batchesOf<T>(rows: AsyncIterable<T> | Iterable<T>) {
  if (Symbol.iterator in rows) yield Array.from(rows);
  else for await (const row of rows) yield [row];
}

/**
 * Streams a one-sheet `.xlsx` (a zip of the few OOXML parts a spreadsheet needs) with a header row and
 * one row per item of `rows`, read as it is written and only as fast as the reader takes it: memory stays
 * flat however many rows come. An error from `rows` destroys the returned stream; destroying the stream
 * (a download given up) stops the reading of rows.
 */
export function xlsxStream<T>(
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
): Readable {
  return xlsxStreamOfBatches(sheetName, columns, batchesOf(rows));
}

/**
 * `xlsxStream` of rows that come in batches: a large export awaits once a batch, not once a row (at 100,000
 * rows an await per row cost the main thread 0.1 s of 0.6).
 */
export function xlsxStreamOfBatches<T>(
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): Readable {
  return Readable.from(
    zip([
      { name: '[Content_Types].xml', body: fixed(CONTENT_TYPES) },
      { name: '_rels/.rels', body: fixed(ROOT_RELS) },
      { name: 'xl/workbook.xml', body: fixed(workbookXml(sheetName)) },
      { name: 'xl/_rels/workbook.xml.rels', body: fixed(WORKBOOK_RELS) },
      { name: 'xl/styles.xml', body: fixed(STYLES) },
      { name: 'xl/worksheets/sheet1.xml', body: sheetXml(columns, batches) },
    ]),
  );
}
