import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js for the previews (issue 16 item 5). Only the preview imports this module, lazily, so no other page loads
 * pdf.js or its worker. The worker is our own file (the app's CSP allows no other origin).
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocument = PDFDocumentProxy;

/** Opens a PDF from its bytes; no eval (the app's CSP forbids it) and no fetching of fonts from elsewhere. */
export function openPdf(bytes: ArrayBuffer): Promise<PdfDocument> {
  // a copy: pdf.js hands its data to the worker, which would empty the cached bytes for the next opening
  return getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false, useSystemFonts: true }).promise;
}

/**
 * Draws one page (1-based) into the canvas at `width` CSS pixels, sharp on high-density screens. An abort (the
 * canvas left the screen or changed size) cancels the drawing, which then ends quietly.
 */
export async function drawPage(
  pdf: PdfDocument,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  width: number,
  signal: AbortSignal,
) {
  const page = await pdf.getPage(pageNumber);
  if (signal.aborted) return;
  const unscaled = page.getViewport({ scale: 1 });
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  const task = page.render({ canvas, viewport });
  signal.addEventListener('abort', () => task.cancel(), { once: true });
  try {
    await task.promise;
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}
