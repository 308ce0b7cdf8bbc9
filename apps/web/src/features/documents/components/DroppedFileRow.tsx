import { ActionIcon, Badge, Button, Group, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { STUDENT_DOCUMENT_SLOTS, type StudentDocumentSlot } from '@studydesk/shared/documents';
import { IconCircleCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatFileSize } from '../documents-format.ts';

export type DroppedState =
  | { at: 'waiting' }
  | { at: 'sending'; progress: number }
  | { at: 'done' }
  | { at: 'failed'; message: string };

export interface DroppedFile {
  id: number;
  file: File;
  slot: StudentDocumentSlot | null;
  state: DroppedState;
}

export interface DroppedFileRowProps {
  item: DroppedFile;
  /** Slots that already hold a document: choosing one adds a newer version. */
  filled: ReadonlySet<StudentDocumentSlot>;
  onSlot: (slot: StudentDocumentSlot | null) => void;
  onRetry: () => void;
  onRemove: () => void;
}

/** One dropped file: which slot it goes to (the user's choice, pre-filled from its name), then how its upload went. */
export function DroppedFileRow({ item, filled, onSlot, onRetry, onRemove }: DroppedFileRowProps) {
  const { t } = useTexts('documents');
  const { file, slot, state } = item;
  const percent = state.at === 'sending' ? Math.round(state.progress * 100) : 0;
  const locked = state.at === 'sending' || state.at === 'done';
  return (
    <Paper withBorder radius="sm" p="sm" component="li" aria-label={file.name}>
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <div style={{ flex: '1 1 180px', minWidth: 0 }}>
            <Text fz="sm" fw={500} truncate="end" title={file.name}>
              {file.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatFileSize(file.size)}
            </Text>
          </div>
          <Select
            size="xs"
            style={{ flex: '1 1 200px' }}
            aria-label={t('documentFor', { name: file.name })}
            placeholder={t('chooseTheDocument')}
            data={STUDENT_DOCUMENT_SLOTS.map(([value, label]) => ({
              value,
              label: filled.has(value) ? t('newerVersion', { label }) : label,
            }))}
            value={slot}
            onChange={(value) => onSlot(value as StudentDocumentSlot | null)}
            disabled={locked}
            searchable
          />
          {state.at === 'done' ? (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} />}>
              {t('uploaded')}
            </Badge>
          ) : (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onRemove}
              disabled={state.at === 'sending'}
              aria-label={t('remove', { name: file.name })}
            >
              <IconX size={16} />
            </ActionIcon>
          )}
        </Group>
        {state.at === 'sending' && (
          <Progress value={percent} size="sm" animated aria-label={t('uploading2', { name: file.name, percent })} />
        )}
        {state.at === 'failed' && (
          <Group gap="xs" wrap="nowrap" align="flex-start" role="alert">
            <Text fz="xs" c="red" style={{ flex: 1, overflowWrap: 'anywhere' }}>
              {state.message}
            </Text>
            {slot && (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={12} />}
                onClick={onRetry}
              >
                {t('tryAgain')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
