import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Role } from '@studydesk/shared/role-names';
import type { Student } from '@studydesk/shared/students';
import { IconPencil, IconUserShare } from '@tabler/icons-react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { ChangeCounselorModal } from './ChangeCounselorModal.tsx';
import { EditStudentModal } from './EditStudentModal.tsx';

/** Edit for the student's Counselor and Super Admin, Change counselor for Super Admin (issue 22); others none. */
export function StudentEditActions({ role, student }: { role: Role; student: Student }) {
  const { t } = useTexts('students');
  const [editing, edit] = useDisclosure(false);
  const [moving, move] = useDisclosure(false);
  if (role !== 'Super Admin' && role !== 'Counselor') return null;
  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconPencil size={16} />} onClick={edit.open}>
        {t('edit')}
      </Button>
      {role === 'Super Admin' && (
        <Button variant="default" leftSection={<IconUserShare size={16} />} onClick={move.open}>
          {t('changeCounselor')}
        </Button>
      )}
      <EditStudentModal student={student} opened={editing} onClose={edit.close} />
      {role === 'Super Admin' && <ChangeCounselorModal student={student} opened={moving} onClose={move.close} />}
    </Group>
  );
}
