import { Button, Group, Modal, Text } from '@mantine/core';
import type { Student } from '@studydesk/shared/students';

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
  return (
    <Modal opened={student !== null} onClose={onClose} title="Delete student" centered>
      <Text>Are you sure you want to delete this student?</Text>
      {student && (
        <Text c="dimmed" fz="sm" mt={4}>
          {student.fullName} · {student.studentId}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={() => student && onConfirm(student)}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
