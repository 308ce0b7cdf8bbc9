import { z } from 'zod';

/** The languages of the messages to students (issue 17): the office's automatic ones, and each student's own. */
export const MESSAGE_LANGUAGES = ['en', 'bn'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const messageLanguageSchema = z.enum(MESSAGE_LANGUAGES, 'Choose English or Bangla');
export const LANGUAGE_LABELS: Record<MessageLanguage, string> = { en: 'English', bn: 'বাংলা' };

/** A language's names in English, besides its code and its own name (LANGUAGE_LABELS). */
const ENGLISH_NAMES: Record<MessageLanguage, string[]> = { en: [], bn: ['bangla', 'bengali'] };

/**
 * How a spreadsheet may write a language (compared without case): its code, its own name (the export's word) or its
 * English name. A Map, so that a cell reading "constructor" names no language (an object's look-up would find its
 * prototype's).
 */
const LANGUAGE_WORDS = new Map<string, MessageLanguage>(
  MESSAGE_LANGUAGES.flatMap((code) =>
    [code, LANGUAGE_LABELS[code], ...ENGLISH_NAMES[code]].map((word) => [word.toLowerCase(), code] as const),
  ),
);

/** The language a cell names ("Bangla", "english", "bn", "বাংলা"), or null when it names none of ours. */
export const messageLanguageOfText = (text: string): MessageLanguage | null =>
  LANGUAGE_WORDS.get(text.trim().toLowerCase()) ?? null;
