import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useStudentChecklist } from '../queries.ts';

/** The student's page marks a passport that expires before the intake plus six months (nothing for those who may not see the checklist). */
export function PassportWarning({ studentId }: { studentId: number }) {
  const { t } = useTexts('checklists');
  const checklist = useStudentChecklist(studentId);
  const warnings = checklist.data?.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <>
      {warnings.map((warning) => (
        <Alert key={warning} color="orange" variant="light" icon={<IconAlertTriangle />} title={t('passport')}>
          {warning}
        </Alert>
      ))}
    </>
  );
}
