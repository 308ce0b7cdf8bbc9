import '@mantine/dropzone/styles.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { StudentDocumentSlot } from '@studydesk/shared/documents';
import { IconFilesOff, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { guessSlot, refusalOf } from '../documents-format.ts';
import { useUploadLimits } from '../queries.ts';
import { type DroppedFile, DroppedFileRow, type DroppedState } from './DroppedFileRow.tsx';

export interface DocumentDropzoneProps {
  upload: (slot: StudentDocumentSlot, file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  filled: ReadonlySet<StudentDocumentSlot>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Several files at once (issue 22): dropped anywhere on the screen or chosen here, each given its slot (guessed from
 * its name when that is clear, always shown and changeable), then sent one after another with their own progress.
 */
export function DocumentDropzone({ upload, filled }: DocumentDropzoneProps) {
  const { t } = useTexts('documents');
  const [items, setItems] = useState<DroppedFile[]>([]);
  const [sending, setSending] = useState(false);
  const nextId = useRef(1);
  const maxMb = useUploadLimits().data?.maxMb;

  const patch = (id: number, change: Partial<DroppedFile>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const setState = (id: number, state: DroppedState) => patch(id, { state });

  const add = (files: File[]) =>
    setItems((all) => [
      ...all.filter((item) => item.state.at !== 'done'),
      ...files.map((file) => {
        const refusal = refusalOf(file, maxMb);
        const state: DroppedState = refusal ? { at: 'failed', message: refusal.message } : { at: 'waiting' };
        return { id: nextId.current++, file, slot: guessSlot(file.name), state };
      }),
    ]);

  const sendOne = async (item: DroppedFile) => {
    if (!item.slot) return;
    setState(item.id, { at: 'sending', progress: 0 });
    try {
      await upload(item.slot, item.file, (progress) => setState(item.id, { at: 'sending', progress }));
      setState(item.id, { at: 'done' });
    } catch (error) {
      setState(item.id, { at: 'failed', message: message(error) });
    }
  };

  const ready = items.filter((item) => item.state.at === 'waiting' && item.slot);
  const sendAll = async () => {
    setSending(true);
    for (const item of ready) await sendOne(item);
    setSending(false);
  };
  const unassigned = items.filter((item) => item.state.at === 'waiting' && !item.slot).length;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('uploadSeveralFiles')}>
      <Dropzone.FullScreen onDrop={add} active={!sending} inputProps={{ 'aria-label': t('dropFilesToUpload') }}>
        <Stack align="center" gap="xs">
          <IconUpload size={48} stroke={1.5} />
          <Text fz="xl">{t('dropTheFilesToAdd')}</Text>
        </Stack>
      </Dropzone.FullScreen>
      <Dropzone
        onDrop={add}
        disabled={sending}
        radius="md"
        p="md"
        inputProps={{ 'aria-label': t('chooseFilesToUpload') }}
        data-testid="documents-dropzone"
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={56} style={{ pointerEvents: 'none' }}>
          <Dropzone.Idle>
            <IconUpload size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Dropzone.Accept>
            <IconUpload size={28} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconFilesOff size={28} stroke={1.5} />
          </Dropzone.Reject>
          <div>
            <Text fz="sm" fw={500}>
              {t('dropSeveralFilesHereOr')}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('youChooseTheDocumentEach', { maxMb: maxMb ?? 20 })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {items.length > 0 && (
        <Stack gap="xs" mt="md">
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('filesToUpload')}>
            {items.map((item) => (
              <DroppedFileRow
                key={item.id}
                item={item}
                filled={filled}
                onSlot={(slot) => patch(item.id, { slot, state: { at: 'waiting' } })}
                onRetry={() => sendOne(item)}
                onRemove={() => setItems((all) => all.filter((other) => other.id !== item.id))}
              />
            ))}
          </Stack>
          <Group justify="space-between" gap="sm">
            <Text fz="xs" c="dimmed">
              {unassigned > 0 ? t('chooseTheDocumentForFile', { count: unassigned }) : ''}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={() => setItems([])} disabled={sending}>
                {t('clear')}
              </Button>
              <Button
                size="sm"
                leftSection={<IconUpload size={16} />}
                onClick={sendAll}
                loading={sending}
                disabled={ready.length === 0}
              >
                {ready.length > 1 ? t('uploadFiles', { length: ready.length }) : t('uploadFile')}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
