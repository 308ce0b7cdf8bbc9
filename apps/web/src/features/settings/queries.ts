import { settingsContracts } from '@studydesk/shared/contracts/settings';
import type { ownProfileSchema } from '@studydesk/shared/employees';
import type { OfficeLocaleSetting } from '@studydesk/shared/office-locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callData } from '../../api/call.ts';
import { SESSION_KEY } from '../../api/query-client.ts';
import { UPLOAD_TIMEOUT_MS } from '../../api/upload.ts';
import { OFFICE_LOCALE_KEY } from './office-locale-query.ts';

export const settingsKeys = { profile: ['settings', 'profile'] as const };

export type OwnProfileInput = z.input<typeof ownProfileSchema>;

export function useOwnProfile() {
  return useQuery({
    queryKey: settingsKeys.profile,
    queryFn: ({ signal }) => callData(settingsContracts.profile, { signal }),
    meta: { errorsShownInline: true },
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnProfileInput) => callData(settingsContracts.editProfile, { body }),
    meta: { errorsShownInline: true },
    onSuccess: (profile) => queryClient.setQueryData(settingsKeys.profile, profile),
  });
}

/** A new own picture; the session is reloaded so the top bar shows it at once. */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return callData(settingsContracts.profilePic, { body, timeoutMs: UPLOAD_TIMEOUT_MS });
    },
    meta: { errorsShownInline: true },
    onSuccess: (profile) => {
      queryClient.setQueryData(settingsKeys.profile, profile);
      return queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      callData(settingsContracts.password, { body }),
    meta: { errorsShownInline: true },
  });
}

export function useSaveOfficeLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<OfficeLocaleSetting>) =>
      callData(settingsContracts.saveOfficeLocale, { body: change }),
    meta: { errorsShownInline: true },
    onSuccess: (saved) => queryClient.setQueryData(OFFICE_LOCALE_KEY, saved),
  });
}

const REMINDER_EMAILS_KEY = ['settings', 'reminder-emails'] as const;

/** Whether one's reminders also come by e-mail (issue 17). */
export function useReminderEmails() {
  return useQuery({
    queryKey: REMINDER_EMAILS_KEY,
    queryFn: ({ signal }) => callData(settingsContracts.reminderEmails, { signal }),
    meta: { errorsShownInline: true },
  });
}

export function useSaveReminderEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remindersByEmail: boolean) =>
      callData(settingsContracts.saveReminderEmails, { body: { remindersByEmail } }),
    meta: { errorsShownInline: true },
    onSuccess: (saved) => queryClient.setQueryData(REMINDER_EMAILS_KEY, saved),
  });
}
