import { ENGLISH_TESTS } from '@studydesk/shared/students';

/** How each English test reads, in the student form, the enquiry form and a website lead's profile. */
export const TEST_LABELS: Record<(typeof ENGLISH_TESTS)[number], string> = {
  ielts: 'IELTS',
  duo: 'Duolingo (DET)',
  pte: 'PTE',
  tofel: 'TOEFL',
  oietc: 'OIETC',
  other: 'Other',
};
export const ENGLISH_TEST_OPTIONS = ENGLISH_TESTS.map((value) => ({ value, label: TEST_LABELS[value] }));
