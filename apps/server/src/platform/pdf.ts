import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfContent, PdfDocument } from 'pdfmake';

// PDFs the server writes (claims, receipts), through pdfmake with the Roboto it ships: Latin, Greek and Cyrillic.

const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts/Roboto');

type Pdfmake = typeof import('pdfmake')['default'];
let pdfmakeReady: Promise<Pdfmake> | undefined;

/** pdfmake with its fonts, loaded with the first PDF rather than at every start of the server (a fifth of a second). */
function loadPdfmake() {
  pdfmakeReady ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.addFonts({
      Roboto: {
        normal: path.join(fonts, 'Roboto-Regular.ttf'),
        bold: path.join(fonts, 'Roboto-Medium.ttf'),
        italics: path.join(fonts, 'Roboto-Italic.ttf'),
        bolditalics: path.join(fonts, 'Roboto-MediumItalic.ttf'),
      },
    });
    // A document reads its fonts and nothing else from disk, and never fetches a URL (an image link in a name, say).
    pdfmake.setLocalAccessPolicy((file: string) => file.startsWith(fonts));
    pdfmake.setUrlAccessPolicy(() => false);
    return pdfmake;
  });
  return pdfmakeReady;
}

/** The PDF of a document definition, as bytes. */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  return pdfmake.createPdf({ pageSize: 'A4', pageMargins: [48, 56, 48, 56], ...doc }).getBuffer();
}

export type { PdfContent, PdfDocument };
