import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { A4, combinePhotos, PAGE_MARGIN, pdfName, photosToPdf, placeOnPage } from './photos.ts';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
/** A red picture 3 pixels wide and 2 high. */
const PNG = bytesOf(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGM4IScHQQxwFgBBAAYZPEVBlgAAAABJRU5ErkJggg==',
);
/** The smallest JPEG: one pixel. */
const JPEG = bytesOf(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);

// The compressor draws on a canvas, which jsdom has not: here it hands back a small JPEG, as it would.
vi.mock('browser-image-compression', () => ({ default: vi.fn(async () => new Blob([JPEG], { type: 'image/jpeg' })) }));

// jsdom's File cannot read its bytes back (no arrayBuffer()); Node's reads them as a browser's does.
vi.stubGlobal('File', NodeFile);
vi.stubGlobal('Blob', NodeBlob);

const buffer = (bytes: Uint8Array) => bytes.slice().buffer;

describe('placeOnPage', () => {
  it('fits a tall photo on a portrait A4 page inside the border, centred', () => {
    const place = placeOnPage(1000, 2000);
    expect(place.page).toEqual([A4.width, A4.height]);
    expect(place.height).toBeCloseTo(A4.height - 2 * PAGE_MARGIN);
    expect(place.width).toBeCloseTo(place.height / 2);
    expect(place.x).toBeCloseTo((A4.width - place.width) / 2);
    expect(place.y).toBeCloseTo(PAGE_MARGIN);
  });

  it('turns the page for a wide photo and keeps its proportions', () => {
    const place = placeOnPage(4000, 3000);
    expect(place.page).toEqual([A4.height, A4.width]);
    expect(place.width / place.height).toBeCloseTo(4 / 3);
    expect(place.x).toBeGreaterThanOrEqual(PAGE_MARGIN - 0.001);
    expect(place.y).toBeGreaterThanOrEqual(PAGE_MARGIN - 0.001);
  });
});

describe('combinePhotos', () => {
  it('makes one PDF with a page per photo, in their order, each page turned the photo’s way', async () => {
    const pdf = await PDFDocument.load(
      await combinePhotos([
        { bytes: buffer(PNG), type: 'image/png' },
        { bytes: buffer(JPEG), type: 'image/jpeg' },
      ]),
    );
    const sizes = pdf.getPages().map((page) => page.getSize());
    expect(sizes).toHaveLength(2);
    expect(sizes[0]?.width).toBeCloseTo(A4.height); // 3 × 2: wide
    expect(sizes[1]?.width).toBeCloseTo(A4.width); // 1 × 1: upright
  });

  it('refuses a file that is not a picture', async () => {
    await expect(
      combinePhotos([{ bytes: buffer(new TextEncoder().encode('%PDF-1.4')), type: 'image/jpeg' }]),
    ).rejects.toThrow();
  });
});

describe('photosToPdf', () => {
  it('sends two photos of one document as one PDF named after it', async () => {
    const photos = [new File([PNG], 'IMG_0001.png', { type: 'image/png' }), new File([PNG], 'IMG_0002.png')];
    const file = await photosToPdf(photos, 'Passport');
    expect(file.name).toBe('Passport.pdf');
    expect(file.type).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(2);
  });
});

describe('pdfName', () => {
  it('keeps letters of any language and drops what a file name must not hold', () => {
    expect(pdfName("Hon's Transcript")).toBe('Hons Transcript.pdf');
    expect(pdfName('CAS / LOA')).toBe('CAS  LOA.pdf');
    expect(pdfName('পাসপোর্ট')).toBe('পাসপোর্ট.pdf');
    expect(pdfName('///')).toBe('Document.pdf');
  });
});
