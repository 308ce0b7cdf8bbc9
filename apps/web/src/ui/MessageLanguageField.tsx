import { Select } from '@mantine/core';
import { LANGUAGE_LABELS, type MessageLanguage } from '@studydesk/shared/templates';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts.ts';

const OFFICE = 'office';

/**
 * "Messages in": the office's language of automatic messages (null), English or Bangla. The Create Student form
 * holds its choice until the student is saved; MessageLanguageSelect saves it at once.
 */
export function MessageLanguageField({
  value,
  onChange,
  officeLanguage,
  disabled,
  error,
  w,
}: {
  value: MessageLanguage | null;
  onChange: (language: MessageLanguage | null) => void;
  /** Named in the first option; left out while the office's settings load. */
  officeLanguage: MessageLanguage | undefined;
  disabled?: boolean;
  /** The form's message for the field (the server's refusal of it). */
  error?: ReactNode;
  w?: number;
}) {
  const { t } = useTexts('messages');
  return (
    <Select
      label={t('messagesIn')}
      data={[
        {
          value: OFFICE,
          label: officeLanguage
            ? t('officeDefault', { language: LANGUAGE_LABELS[officeLanguage] })
            : t('officeLanguage'),
        },
        { value: 'en', label: LANGUAGE_LABELS.en },
        { value: 'bn', label: LANGUAGE_LABELS.bn },
      ]}
      value={value ?? OFFICE}
      allowDeselect={false}
      disabled={disabled}
      error={error}
      onChange={(chosen) => onChange(chosen === 'en' || chosen === 'bn' ? chosen : null)}
      w={w}
    />
  );
}
