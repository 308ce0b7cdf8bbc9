import { Anchor, Button, Collapse, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { DocumentVersion } from '@studydesk/shared/documents';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { formatFileSize } from '../documents-format.ts';

/** The versions a Replace pushed aside, newest first, each still viewable. */
export function VersionList({ versions, label }: { versions: DocumentVersion[]; label: string }) {
  const { t } = useTexts('documents');
  const [open, { toggle }] = useDisclosure(false);
  if (versions.length === 0) return null;
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-xs"
        color="gray"
        onClick={toggle}
        aria-expanded={open}
        aria-label={`Earlier versions of ${label} (${versions.length})`}
        rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
      >
        {t('earlierVersions', { length: versions.length })}
      </Button>
      <Collapse expanded={open}>
        <List size="xs" spacing={4} mt={4} listStyleType="none">
          {versions.map((version) => (
            <List.Item key={version._id}>
              <Anchor href={version.url} target="_blank" rel="noopener noreferrer" fz="xs">
                {version.fileName}
              </Anchor>
              <Text span fz="xs" c="dimmed">
                {' '}
                · {formatFileSize(version.size)} · {formatOfficeDateTime(version.uploadedAt)} · {version.uploadedBy}
              </Text>
            </List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}
