import { z } from 'zod';

/** The languages of the messages to students (issue 17): the office's automatic ones, and each student's own. */
export const MESSAGE_LANGUAGES = ['en', 'bn'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const messageLanguageSchema = z.enum(MESSAGE_LANGUAGES, 'Choose English or Bangla');
export const LANGUAGE_LABELS: Record<MessageLanguage, string> = { en: 'English', bn: 'বাংলা' };

/** How a spreadsheet may write a language (compared without case): its code, its English name or its own. */
const LANGUAGE_WORDS: Record<string, MessageLanguage> = {
  en: 'en',
  english: 'en',
  bn: 'bn',
  bangla: 'bn',
  bengali: 'bn',
  বাংলা: 'bn',
};

/** The language a cell names ("Bangla", "english", "bn", "বাংলা"), or null when it names none of ours. */
export const messageLanguageOfText = (text: string): MessageLanguage | null =>
  LANGUAGE_WORDS[text.trim().toLowerCase()] ?? null;
