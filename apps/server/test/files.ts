/** Small real files of each kind, made in memory, for upload tests. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** An ELF executable's header: refused whatever its name says. */
export const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);

/** A multipart body with the fields in order, as a browser's FormData sends them. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}
