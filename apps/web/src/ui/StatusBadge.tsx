import { Badge } from '@mantine/core';
import type { StudentStatus } from '@studydesk/shared/students';
import { STATUS_LOOK } from './student-status.ts';

export function StatusBadge({ status }: { status: StudentStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="light" radius="sm" tt="none" style={{ minWidth: 'max-content' }}>
      {look.label}
    </Badge>
  );
}
