import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { DocumentVersion } from '@studydesk/shared/documents';
import { IconCircleCheck, IconExternalLink, IconEye, IconReplace } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { formatFileSize } from '../documents-format.ts';
import { DocumentPreview } from './DocumentPreview.tsx';
import { UploadControl } from './UploadControl.tsx';
import { VersionList } from './VersionList.tsx';

export interface DocumentSlotCardProps {
  label: string;
  entry?: { current: DocumentVersion; history: DocumentVersion[] };
  /** Absent for those who only read (the visa team): no Upload or Replace then. */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
}

/** One of the 16 slots (SPEC.md 2.9): the current file with View Document and Replace, or Upload when empty. */
export function DocumentSlotCard({ label, entry, upload }: DocumentSlotCardProps) {
  const { t } = useTexts('documents');
  const [replacing, { toggle, close }] = useDisclosure(false);
  const [previewing, setPreviewing] = useState<DocumentVersion | null>(null);
  const current = entry?.current;
  if (!entry || !current) return <EmptySlotCard label={label} upload={upload} />;
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="section" aria-label={label}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600} lh={1.3}>
            {label}
          </Text>
          <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} />} style={{ flexShrink: 0 }}>
            {t('submitted')}
          </Badge>
        </Group>
        <div>
          <Text fz="sm" truncate="end" title={current.fileName}>
            {current.fileName}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatFileSize(current.size)} · {formatOfficeDateTime(current.uploadedAt)}
          </Text>
          <Text fz="xs" c="dimmed" truncate="end">
            {t('by', { uploadedBy: current.uploadedBy })}
          </Text>
        </div>
        <Group gap="xs" mt="auto">
          <Anchor
            href={current.url}
            target="_blank"
            rel="noopener noreferrer"
            fz="sm"
            fw={500}
            aria-label={t('viewDocument', { label })}
          >
            <Group gap={4} wrap="nowrap" component="span">
              {t('viewDocumentLink')}
              <IconExternalLink size={14} />
            </Group>
          </Anchor>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconEye size={14} />}
            onClick={() => setPreviewing(current)}
            aria-label={`Preview ${label}`}
          >
            {t('preview')}
          </Button>
          {upload && (
            <Button
              variant={replacing ? 'light' : 'subtle'}
              size="compact-sm"
              ml="auto"
              leftSection={<IconReplace size={14} />}
              onClick={toggle}
              aria-expanded={replacing}
              aria-label={`Replace ${label}`}
            >
              {t('replace')}
            </Button>
          )}
        </Group>
        {replacing && upload && <UploadControl label={label} upload={upload} onDone={close} />}
        <VersionList versions={entry.history} label={label} />
      </Stack>
      <DocumentPreview version={previewing} label={label} onClose={() => setPreviewing(null)} />
    </Card>
  );
}

/**
 * A slot nothing was uploaded to yet: quiet (no red, no "missing"), because most students need only some of the
 * 16; which ones a student needs is for the destination's checklist to say.
 */
function EmptySlotCard({ label, upload }: Pick<DocumentSlotCardProps, 'label' | 'upload'>) {
  const { t } = useTexts('documents');
  const heading = (
    <div style={{ minWidth: 0 }}>
      <Text fw={500} fz="sm" lh={1.3}>
        {label}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('notUploadedYet')}
      </Text>
    </div>
  );
  return (
    <Card
      radius="md"
      padding="sm"
      component="section"
      aria-label={label}
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))"
      style={{ border: '1px dashed var(--mantine-color-default-border)' }}
    >
      {upload ? <UploadControl label={label} upload={upload} heading={heading} /> : heading}
    </Card>
  );
}
