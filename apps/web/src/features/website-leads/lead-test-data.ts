import { profileAdditionalSchema, profileEducationSchema, type WebsiteProfile } from '@studydesk/shared/website-leads';

// A website lead as the API answers one, for the website leads' tests (their fake API: test-support.tsx).

export function aLead(changes: Partial<WebsiteProfile> = {}): WebsiteProfile {
  return {
    _id: 'p1',
    createdAt: '2026-03-01T09:00:00.000Z',
    general: { name: 'Karim Hossain', phone: '+8801711000000', email: 'karim@example.com' },
    education: profileEducationSchema.parse({ chosenCountries: ['UK'] }),
    additional: profileAdditionalSchema.parse({}),
    student: null,
    possibleDuplicateOf: null,
    ...changes,
  };
}
