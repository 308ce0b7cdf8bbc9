import type { MessageLanguage } from '@studydesk/shared/templates';
import { MessageLanguageField } from '../../../ui/MessageLanguageField.tsx';
import { useSetStudentMessageLanguage, useStudentMessageLanguage } from '../template-queries.ts';

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
  const current = useStudentMessageLanguage(studentId);
  const save = useSetStudentMessageLanguage(studentId);
  if (!current.data) return null;
  return (
    <MessageLanguageField
      value={save.isPending ? (save.variables ?? null) : current.data.messageLanguage}
      officeLanguage={officeLanguage}
      disabled={save.isPending}
      onChange={(chosen) => save.mutate(chosen, { onSuccess: (answer) => onChanged(answer.language) })}
      w={220}
    />
  );
}
