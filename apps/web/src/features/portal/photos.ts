/**
 * Photos taken on a phone become one document (issue 16 item 4): each photo is made smaller in the browser, and
 * the photos of one document become the pages of one PDF. Both libraries are loaded only when a photo is taken, so
 * the portal's first load stays small.
 */

/**
 * Fetches both libraries ahead, when the first photo is taken: a connection lost before the student presses Send
 * then only delays the upload (Retry), instead of leaving the photos without the code to make their PDF.
 */
export function loadPhotoTools() {
  return Promise.all([import('pdf-lib'), import('browser-image-compression')]);
}

/** An A4 page in PDF points, and the white border kept around a photo. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const PAGE_MARGIN = 18;

export interface Placement {
  page: [number, number];
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a picture of `width` × `height` sits: on A4 turned its way, as large as fits inside the border, centred. */
export function placeOnPage(width: number, height: number): Placement {
  const landscape = width > height;
  const page: [number, number] = landscape ? [A4.height, A4.width] : [A4.width, A4.height];
  const room = { width: page[0] - 2 * PAGE_MARGIN, height: page[1] - 2 * PAGE_MARGIN };
  const scale = Math.min(room.width / width, room.height / height);
  const w = width * scale;
  const h = height * scale;
  return { page, x: (page[0] - w) / 2, y: (page[1] - h) / 2, width: w, height: h };
}

/** A photo made ready for a page: its bytes and whether they are PNG (else JPEG). */
export interface PagePhoto {
  bytes: ArrayBuffer;
  type: string;
}

/** The photos as the pages of one PDF, in their order. */
export async function combinePhotos(photos: PagePhoto[]): Promise<Uint8Array<ArrayBuffer>> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  for (const photo of photos) {
    const bytes = new Uint8Array(photo.bytes);
    const image = photo.type === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
    const place = placeOnPage(image.width, image.height);
    pdf.addPage(place.page).drawImage(image, { x: place.x, y: place.y, width: place.width, height: place.height });
  }
  // a copy over a plain ArrayBuffer, as a File's parts must be
  return new Uint8Array(await pdf.save());
}

/** The PDF's file name: the document's name made safe ("Bank Solvency.pdf"). */
export function pdfName(label: string) {
  const base = label.replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '').trim();
  return `${base || 'Document'}.pdf`;
}

/**
 * A photo made small enough for a slow connection: at most 2000 pixels on its longer side and about 1 MB, as JPEG,
 * turned the way the camera held it. Run on the page itself: the library's worker would load from a CDN, which
 * the app's Content-Security-Policy forbids.
 */
export async function compressPhoto(file: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const smaller = await imageCompression(file, {
    maxSizeMB: 1,
    maxWidthOrHeight: 2000,
    useWebWorker: false,
    fileType: 'image/jpeg',
    initialQuality: 0.8,
  });
  const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([smaller], `${name}.jpg`, { type: 'image/jpeg' });
}

/** The photos of one document, each made smaller, as one PDF file named after the document. */
export async function photosToPdf(photos: File[], label: string): Promise<File> {
  const pages: PagePhoto[] = [];
  for (const photo of photos) {
    const small = await compressPhoto(photo);
    pages.push({ bytes: await small.arrayBuffer(), type: small.type });
  }
  const bytes = await combinePhotos(pages);
  return new File([bytes], pdfName(label), { type: 'application/pdf' });
}
