import { SegmentedControl } from '@mantine/core';
import { useEffect } from 'react';
import { chooseLanguage } from './i18n.ts';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './languages.ts';
import { useTexts } from './use-texts.ts';

const OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  // each name in its own language, so a screen reader says "বাংলা" in Bangla
  label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
}));

/**
 * The language of the pages a student sees: "English" / "বাংলা", remembered on this browser. Every such page shows
 * it, so it also keeps `<html lang>` in step with the page (English again once the page is left). `onChoose` hears
 * the student's choice (the student's own page keeps it for their messages).
 */
export function LanguageSwitch({
  size = 'xs',
  onChoose,
}: {
  size?: 'xs' | 'sm';
  onChoose?: (language: Language) => void;
}) {
  const { t, language } = useTexts('common');
  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    return () => {
      root.lang = FALLBACK_LANGUAGE;
    };
  }, [language]);
  return (
    <SegmentedControl
      aria-label={t('language')}
      size={size}
      radius="xl"
      data={OPTIONS}
      value={language}
      onChange={(value) => {
        if (!isLanguage(value)) return;
        void chooseLanguage(value);
        onChoose?.(value);
      }}
    />
  );
}
