import { finished, type Readable } from 'node:stream';
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

const nameIn = (entry: ZipEntry) => `${entry.name}.${extensionOf(entry.contentType)}`;

/**
 * The zip of the files as a stream, so memory stays flat whatever the size. Each file is asked of storage once the
 * zip has taken the one before it (archiver's 'entry'): archiver starts reading a stream as soon as it is appended,
 * so appended together, every S3 response was opened at once and sat idle while the ones before it downloaded.
 * A file that fails destroys the zip with its error: archiver pipes a source without its errors, and the download
 * waited for ever. The first file is asked for before anything is sent, so storage that is down answers an error.
 * Documents are mostly compressed already, hence the light level.
 */
export async function zipOf(storage: Storage, entries: ZipEntry[]): Promise<Readable> {
  const [first, ...rest] = entries;
  let reading = first && (await storage.get(first.storageKey));
  // Loaded with the first zip, not at every start of the server.
  const { default: archiver } = await import('archiver');
  const zip = archiver('zip', { zlib: { level: 1 } });
  const fail = (error: Error) => zip.destroy(error);
  zip.on('error', fail);
  const add = (file: Readable, entry: ZipEntry) => {
    reading = file;
    file.on('error', fail);
    zip.append(file, { name: nameIn(entry) });
  };
  const addNext = async () => {
    const entry = rest.shift();
    if (!entry) {
      zip.finalize().catch(fail);
      return;
    }
    const file = await storage.get(entry.storageKey);
    if (zip.destroyed) file.destroy();
    else add(file, entry);
  };
  zip.on('entry', () => {
    addNext().catch(fail);
  });
  // A zip ended early (an error, the client gone) lets go of the storage's connection of the file being read.
  finished(zip, () => reading?.destroy());
  if (first && reading) add(reading, first);
  else zip.finalize().catch(fail);
  return zip;
}

/** Sends a zip of stored files as a download, streamed (zipOf); a file that fails cuts the download off. */
export async function sendZip(reply: FastifyReply, storage: Storage, fileName: string, entries: ZipEntry[]) {
  const zip = await zipOf(storage, entries);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .send(zip);
}
