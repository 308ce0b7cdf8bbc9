import { z } from 'zod';

/** The languages of the messages to students (issue 17): the office's automatic ones, and each student's own. */
export const MESSAGE_LANGUAGES = ['en', 'bn'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const messageLanguageSchema = z.enum(MESSAGE_LANGUAGES, 'Choose English or Bangla');
export const LANGUAGE_LABELS: Record<MessageLanguage, string> = { en: 'English', bn: 'বাংলা' };
