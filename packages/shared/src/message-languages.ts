import { z } from 'zod';

/** The languages of the messages to students (issue 17): the office's automatic ones, and each student's own. */
export const MESSAGE_LANGUAGES = ['en', 'bn'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const messageLanguageSchema = z.enum(MESSAGE_LANGUAGES, 'Choose English or Bangla');
export const LANGUAGE_LABELS: Record<MessageLanguage, string> = { en: 'English', bn: 'বাংলা' };

/**
 * How a spreadsheet may write a language (compared without case): its code, its English name or its own. A Map, so
 * that a cell reading "constructor" names no language (an object's look-up would find its prototype's).
 */
const LANGUAGE_WORDS = new Map<string, MessageLanguage>([
  ['en', 'en'],
  ['english', 'en'],
  ['bn', 'bn'],
  ['bangla', 'bn'],
  ['bengali', 'bn'],
  ['বাংলা', 'bn'],
]);

/** The language a cell names ("Bangla", "english", "bn", "বাংলা"), or null when it names none of ours. */
export const messageLanguageOfText = (text: string): MessageLanguage | null =>
  LANGUAGE_WORDS.get(text.trim().toLowerCase()) ?? null;
