import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/** A phone's size (issue 16's journey). */
export const PHONE = { width: 390, height: 844 };

/** The CRC-32 of PNG chunks. */
function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A photo as a phone's camera would hand it over: a PNG of `width` × `height`, banded so pages differ. */
export function photo(width: number, height: number, shade: number) {
  const row = Buffer.alloc(1 + width * 3);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    row.fill(0, 0, 1);
    for (let x = 0; x < width; x++) {
      const band = Math.floor(y / 40) % 2 ? shade : 240;
      row.set([band, 200 - (x % 100), 120], 1 + x * 3);
    }
    rows.push(Buffer.from(row));
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The student's link as the counselor hands it over (the current one, or a first one). */
export async function portalLink(staff: Page, studentId: number) {
  const current = await staff.request.get(`/api/v1/student/${studentId}/upload-link`);
  expect(current.ok()).toBe(true);
  const link = ((await current.json()) as { data: { url: string } | null }).data;
  if (link) return link.url;
  const issued = await staff.request.post(`/api/v1/student/${studentId}/upload-link`);
  return ((await issued.json()) as { data: { url: string } }).data.url;
}

/** Reviews an item of the student's checklist through the API (the way the documents screen does). */
export async function review(staff: Page, studentId: number, key: string, body: object) {
  const response = await staff.request.patch(`/api/v1/student/${studentId}/checklist/${key}`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { data: { state: string; file: { contentType: string; name: string } | null } };
}
