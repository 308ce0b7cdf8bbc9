import type { ChecklistState } from '@studydesk/shared/checklists';
import { ErrorCode } from '@studydesk/shared/errors';
import type { PortalItem } from '@studydesk/shared/portal';
import { isApiError } from '../../api/client.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The refusals the page says in its own words (refusal.*), and whether sending the same file again may work. A form
 * cut off on its way is a connection that dropped; too many tries and a failure of ours may pass a moment later.
 */
const REFUSALS: Record<string, { key: string; retry: boolean }> = {
  [ErrorCode.UNSUPPORTED_TYPE]: { key: 'type', retry: false },
  [ErrorCode.UPLOAD_QUOTA]: { key: 'quota', retry: false },
  [ErrorCode.INVALID_LINK]: { key: 'link', retry: false },
  [ErrorCode.EMPTY_FILE]: { key: 'empty', retry: false },
  [ErrorCode.ALREADY_VERIFIED]: { key: 'verified', retry: false },
  [ErrorCode.NOT_FOUND]: { key: 'gone', retry: false },
  [ErrorCode.RATE_LIMITED]: { key: 'tooFast', retry: true },
  [ErrorCode.BAD_MULTIPART]: { key: 'network', retry: true },
  NETWORK: { key: 'network', retry: true },
  TIMEOUT: { key: 'network', retry: true },
};

/** Why a file did not arrive, in the page's language, and whether sending the same file again may work. */
export function failureOf(error: unknown, t: Translate, maxMb: number | undefined) {
  if (!isApiError(error)) return { message: error instanceof Error ? error.message : String(error), retry: true };
  if (error.code === ErrorCode.FILE_TOO_LARGE) {
    return { message: maxMb ? t('refusal.size', { mb: maxMb }) : error.message, retry: false };
  }
  const known = REFUSALS[error.code];
  if (known) return { message: t(`refusal.${known.key}`), retry: known.retry };
  // the server's own words are English: a student reading Bangla is told in theirs that it failed on our side
  return error.status === 0 || error.status >= 500
    ? { message: t('refusal.server'), retry: true }
    : { message: error.message, retry: false };
}

export type ItemGroup = 'toSend' | 'checking' | 'verified';

const GROUP_OF: Record<ChecklistState, ItemGroup> = {
  requested: 'toSend',
  rejected: 'toSend',
  uploaded: 'checking',
  verified: 'verified',
};

/** The checklist as the student reads it: what to send (sent-back ones first), what is being checked, what is done. */
export function groupItems(items: PortalItem[]): Record<ItemGroup, PortalItem[]> {
  const groups: Record<ItemGroup, PortalItem[]> = { toSend: [], checking: [], verified: [] };
  for (const item of items) groups[GROUP_OF[item.state]].push(item);
  groups.toSend.sort((a, b) => Number(b.state === 'rejected') - Number(a.state === 'rejected'));
  return groups;
}

export const STATE_COLORS: Record<ChecklistState, string> = {
  requested: 'gray',
  rejected: 'red',
  uploaded: 'blue',
  verified: 'teal',
};
