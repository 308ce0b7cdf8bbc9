import { Button, Group, Modal, Text } from '@mantine/core';
import type { Student } from '@studydesk/shared/students';
import { useTexts } from '../../../i18n/use-texts.ts';

/** SPEC.md 5: deleting asks first; the student then moves to the archive (ReCycle Students). */
export function DeleteStudentModal<S extends Pick<Student, 'fullName' | 'studentId'>>({
  student,
  busy,
  onConfirm,
  onClose,
}: {
  student: S | null;
  busy: boolean;
  onConfirm: (student: S) => void;
  onClose: () => void;
}) {
  const { t } = useTexts('students');
  return (
    <Modal opened={student !== null} onClose={onClose} title={t('deleteStudent')} centered>
      <Text>{t('areYouSureYouWant')}</Text>
      {student && (
        <Text c="dimmed" fz="sm" mt={4}>
          {student.fullName} · {student.studentId}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={() => student && onConfirm(student)}>
          {t('delete')}
        </Button>
      </Group>
    </Modal>
  );
}
