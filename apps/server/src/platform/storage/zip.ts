import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../http.ts';
import type { Storage } from './driver.ts';
import { extensionOf } from './upload.ts';

/** A stored file and the name it takes in a zip, without its extension ("Passport", "Leeds/Offer letter"). */
export interface ZipEntry {
  storageKey: string;
  contentType: string;
  name: string;
}

/**
 * Sends a zip of stored files as a download, streamed: each file is read from storage as the zip reaches it,
 * so memory stays flat whatever the size. Documents are mostly compressed already, hence the light level.
 */
export async function sendZip(reply: FastifyReply, storage: Storage, fileName: string, entries: ZipEntry[]) {
  // Loaded with the first zip, not at every start of the server.
  const { default: archiver } = await import('archiver');
  const zip = archiver('zip', { zlib: { level: 1 } });
  for (const entry of entries) {
    zip.append(await storage.get(entry.storageKey), { name: `${entry.name}.${extensionOf(entry.contentType)}` });
  }
  void zip.finalize();
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .send(zip);
}
