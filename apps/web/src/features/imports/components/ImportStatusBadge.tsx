import { Badge } from '@mantine/core';
import type { ImportStatus } from '@studydesk/shared/imports';
import { useTexts } from '../../../i18n/use-texts.ts';

const STATUS_COLOR: Record<ImportStatus, string> = {
  uploaded: 'gray',
  queued: 'blue',
  running: 'cyan',
  done: 'teal',
  failed: 'red',
  undoing: 'orange',
  undone: 'gray',
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTexts('imports');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" radius="sm" tt="none" style={{ minWidth: 'max-content' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
