/**
 * A Content-Disposition header that is safe for any file name: an ASCII fallback in quotes
 * and the exact name in RFC 5987 form, so a name can never break the header or inject into it.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The checked types a browser shows by itself (PDF viewer, image); everything else is downloaded. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);
export const isShownInline = (contentType: string) => SHOWN_INLINE.has(contentType);

/**
 * Headers of a stored document served back: its checked type, never sniffed; shown in the browser only when it
 * is a PDF or a picture, downloaded otherwise; and sandboxed, so even a shown file can run no script of ours.
 */
export function documentHeaders(doc: { contentType: string; fileName: string }) {
  return {
    'content-type': doc.contentType,
    'content-disposition': contentDisposition(
      SHOWN_INLINE.has(doc.contentType) ? 'inline' : 'attachment',
      doc.fileName,
    ),
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
  };
}

/**
 * Headers of a document's preview (issue 16 item 5): a PDF or a picture is shown in the browser with its type as
 * checked at upload, never sniffed, and may be framed only by our own pages. It carries no `sandbox`: Chrome refuses
 * to run its PDF viewer in a sandboxed document, and a picture or a PDF runs no script of ours anyway. Anything else
 * (Word files) is downloaded, sandboxed, as the download route does.
 */
export function previewHeaders(doc: { contentType: string; fileName: string }) {
  if (!isShownInline(doc.contentType)) {
    return { ...documentHeaders(doc), 'content-disposition': contentDisposition('attachment', doc.fileName) };
  }
  return {
    'content-type': doc.contentType,
    'content-disposition': contentDisposition('inline', doc.fileName),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "frame-ancestors 'self'",
    'cache-control': 'private, no-store',
  };
}
