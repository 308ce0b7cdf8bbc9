import type { ChecklistState } from '@studydesk/shared/checklists';
import { ErrorCode } from '@studydesk/shared/errors';
import type { PortalItem } from '@studydesk/shared/portal';
import { isApiError } from '../../api/client.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why a file did not arrive, in the page's language, and whether sending the same file again may work. */
export function failureOf(error: unknown, t: Translate, maxMb: number | undefined) {
  if (!isApiError(error)) return { message: error instanceof Error ? error.message : String(error), retry: true };
  switch (error.code) {
    case ErrorCode.UNSUPPORTED_TYPE:
      return { message: t('refusal.type'), retry: false };
    case ErrorCode.FILE_TOO_LARGE:
      return { message: maxMb ? t('refusal.size', { mb: maxMb }) : error.message, retry: false };
    case ErrorCode.UPLOAD_QUOTA:
      return { message: t('refusal.quota'), retry: false };
    case ErrorCode.INVALID_LINK:
      return { message: t('refusal.link'), retry: false };
    case ErrorCode.EMPTY_FILE:
      return { message: t('refusal.empty'), retry: false };
    case ErrorCode.ALREADY_VERIFIED:
      return { message: t('refusal.verified'), retry: false };
    case ErrorCode.NOT_FOUND:
      return { message: t('refusal.gone'), retry: false };
    case ErrorCode.RATE_LIMITED:
      return { message: t('refusal.tooFast'), retry: true };
    // a form cut off on its way is a connection that dropped
    case ErrorCode.BAD_MULTIPART:
    case 'NETWORK':
    case 'TIMEOUT':
      return { message: t('refusal.network'), retry: true };
    default:
      // the server's own words are English: a student reading Bangla is told in theirs that it failed on our side
      return error.status === 0 || error.status >= 500
        ? { message: t('refusal.server'), retry: true }
        : { message: error.message, retry: false };
  }
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
