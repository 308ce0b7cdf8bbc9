/**
 * A Content-Disposition header that is safe for any file name: an ASCII fallback in quotes
 * and the exact name in RFC 5987 form, so a name can never break the header or inject into it.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
