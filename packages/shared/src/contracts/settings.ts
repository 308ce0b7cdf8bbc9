import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { changePasswordSchema, employeeSchema, ownProfileSchema, reminderEmailsSchema } from '../employees.ts';
import { officeLocaleSchema, saveOfficeLocaleSchema } from '../office-locale-schema.ts';
import { OFFICE_LOCALE_ROUTE } from './settings-routes.ts';

const tag = 'settings';
const own = 'Anyone signed in may call it, for their own account only; ';

/** Everyone's own account: picture, phone, address and password. */
export const settingsContracts = {
  profile: contract({
    method: 'GET',
    path: '/settings/profile',
    tag,
    summary: 'One’s own profile',
    description: `${own}it answers the caller’s employee record with their roles and the links to their files.`,
    response: envelope(employeeSchema),
  }),
  editProfile: contract({
    method: 'PATCH',
    path: '/settings/profile',
    tag,
    summary: 'Change one’s own phone or address',
    description: `${own}only the fields sent change (at least one), and it answers the profile. The change is audited.`,
    body: ownProfileSchema,
    response: envelope(employeeSchema),
  }),
  profilePic: contract({
    method: 'POST',
    path: '/settings/profile-pic',
    tag,
    summary: 'Replace one’s own profile picture',
    description:
      own +
      'a multipart form with the picture as `file` (a JPEG, PNG or WebP image, else 400 naming `file`). The new ' +
      'picture becomes the current one, and it answers the profile.',
    response: envelope(employeeSchema),
    kind: 'multipart',
  }),
  password: contract({
    method: 'PUT',
    path: '/settings/password',
    tag,
    summary: 'Change one’s own password',
    description:
      own +
      'the current password must be given (400 naming `currentPassword` when it is wrong). Every other session of ' +
      'the account ends; this one stays signed in.',
    body: changePasswordSchema,
    response: envelope(z.null()),
  }),
  reminderEmails: contract({
    method: 'GET',
    path: '/settings/reminder-emails',
    tag,
    summary: 'Whether one’s reminders also come by e-mail',
    description: `${own}it answers whether the caller’s reminders of tasks and next steps are also e-mailed to them.`,
    response: envelope(reminderEmailsSchema),
  }),
  saveReminderEmails: contract({
    method: 'PUT',
    path: '/settings/reminder-emails',
    tag,
    summary: 'Have one’s reminders also come by e-mail, or not',
    description:
      own +
      '`remindersByEmail` true: each reminder of a task or next step (and, for Super Admin, of one overdue) is ' +
      'also e-mailed to the caller’s address, once; false (the default): in StudyDesk only. It answers the choice.',
    body: reminderEmailsSchema,
    response: envelope(reminderEmailsSchema),
  }),
  officeLocale: contract({
    ...OFFICE_LOCALE_ROUTE,
    tag,
    summary: 'How the office writes dates and phone numbers',
    description:
      'Anyone may call it, signed in or not (the public pages show dates too); it answers the office locale that ' +
      'every date picker and date on the web follows: `en-GB` (day first, the default) or `en-US` (month first); ' +
      'and `phoneCountry`, the country of a phone number typed without a country code (`BD` by default).',
    response: envelope(officeLocaleSchema),
  }),
  saveOfficeLocale: contract({
    method: 'PUT',
    path: '/settings/office-locale',
    tag,
    summary: 'Change how the office writes dates and phone numbers',
    description:
      'Super Admin only (403 for anyone else). The locale must be `en-GB` or `en-US` (400 naming `locale` ' +
      'otherwise), the phone country an ISO 3166 code libphonenumber knows (400 naming `phoneCountry`); what is ' +
      'left out stays. Numbers already stored keep their country code. The change is audited and it answers the ' +
      'saved setting.',
    body: saveOfficeLocaleSchema,
    response: envelope(officeLocaleSchema),
  }),
};
