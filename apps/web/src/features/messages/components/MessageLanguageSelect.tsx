import { Select } from '@mantine/core';
import { LANGUAGE_LABELS, type MessageLanguage } from '@studydesk/shared/templates';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useSetStudentMessageLanguage, useStudentMessageLanguage } from '../template-queries.ts';

const OFFICE = 'office';

/**
 * "Messages in": the language of the student's messages, automatic ones and the defaults of Send message and
 * WhatsApp. Saved at once; `onChanged` hears the language their messages now go out in.
 */
export function MessageLanguageSelect({
  studentId,
  officeLanguage,
  onChanged,
}: {
  studentId: number;
  officeLanguage: MessageLanguage;
  onChanged: (language: MessageLanguage) => void;
}) {
  const { t } = useTexts('messages');
  const current = useStudentMessageLanguage(studentId);
  const save = useSetStudentMessageLanguage(studentId);
  if (!current.data) return null;
  return (
    <Select
      label={t('messagesIn')}
      data={[
        { value: OFFICE, label: t('officeDefault', { language: LANGUAGE_LABELS[officeLanguage] }) },
        { value: 'en', label: LANGUAGE_LABELS.en },
        { value: 'bn', label: LANGUAGE_LABELS.bn },
      ]}
      value={save.isPending ? (save.variables ?? OFFICE) : (current.data.messageLanguage ?? OFFICE)}
      allowDeselect={false}
      disabled={save.isPending}
      onChange={(value) => {
        const chosen = value === 'en' || value === 'bn' ? value : null;
        save.mutate(chosen, { onSuccess: (answer) => onChanged(answer.language) });
      }}
      w={220}
    />
  );
}
