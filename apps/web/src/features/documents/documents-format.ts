import { STUDENT_DOCUMENT_SLOTS, type StudentDocumentSlot } from '@studydesk/shared/documents';

export const SLOT_COUNT = STUDENT_DOCUMENT_SLOTS.length;

/** The kinds the server accepts (PDF, JPEG, PNG, WebP, DOC, DOCX); the file chooser offers only these. */
export const ACCEPTED_FILES =
  'application/pdf,image/jpeg,image/png,image/webp,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.jpg,.jpeg,.png,.webp,.doc,.docx';

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

/** What the public page greets the student with. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The slots in the screen's order, those in `have` first kept in slot order too. */
export function orderedSlots(slots: readonly StudentDocumentSlot[]): StudentDocumentSlot[] {
  const wanted = new Set(slots);
  return STUDENT_DOCUMENT_SLOTS.map(([slot]) => slot).filter((slot) => wanted.has(slot));
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
