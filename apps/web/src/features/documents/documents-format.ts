import {
  ACCEPTED_EXTENSIONS,
  fileTooLargeMessage,
  NOT_ACCEPTED_MESSAGE,
  STUDENT_DOCUMENT_SLOTS,
  type StudentDocumentSlot,
} from '@studydesk/shared/documents';
import { ErrorCode } from '@studydesk/shared/errors';
import { ApiError } from '../../api/client.ts';

export const SLOT_COUNT = STUDENT_DOCUMENT_SLOTS.length;

/** The kinds the server accepts (PDF, JPEG, PNG, WebP, DOC, DOCX); the file chooser offers only these. */
export const ACCEPTED_FILES =
  'application/pdf,image/jpeg,image/png,image/webp,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.jpg,.jpeg,.png,.webp,.doc,.docx';

/**
 * Why the server would refuse this file, known before sending it: its name is not one of the accepted kinds, or it
 * is over the limit (unknown until the limit has loaded). The server's code and words; null when it may go.
 * The server still checks the content: a program renamed .pdf is refused there.
 */
export function refusalOf(file: Pick<File, 'name' | 'size'>, maxMb: number | undefined): ApiError | null {
  const extension = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) {
    return new ApiError(415, ErrorCode.UNSUPPORTED_TYPE, NOT_ACCEPTED_MESSAGE);
  }
  if (maxMb !== undefined && file.size > maxMb * 1024 * 1024) {
    return new ApiError(413, ErrorCode.FILE_TOO_LARGE, fileTooLargeMessage(maxMb));
  }
  return null;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replaceAll("'", '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The slot whose label's words are all in a dropped file's name ("HSC_transcript.pdf", "passport scan.jpg"), when
 * exactly one is; otherwise null and the user picks. Either way the user sees the choice before anything is sent.
 */
export function guessSlot(fileName: string): StudentDocumentSlot | null {
  const inName = new Set(words(fileName.replace(/\.[a-z0-9]+$/i, '')));
  const hits = STUDENT_DOCUMENT_SLOTS.filter(([, label]) => words(label).every((word) => inName.has(word)));
  return hits.length === 1 ? (hits[0]?.[0] ?? null) : null;
}

const UNITS = ['KB', 'MB', 'GB'] as const;

/** "512 B", "12.3 KB", "4.1 MB": one decimal below 10 units, none above. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value < 10 ? 1 : 0;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** The upload link the server answers is a path; the student needs the whole address of this site. */
export function absoluteLink(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function zipName(studentId: number): string {
  return `documents_of_student - ${studentId}.zip`;
}

export type CopyResult = 'copied' | 'failed' | 'unavailable';

/** SPEC.md 8: the three outcomes of Copy Link, each with its own toast. */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined): Promise<CopyResult> {
  if (!clipboard?.writeText) return 'unavailable';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
