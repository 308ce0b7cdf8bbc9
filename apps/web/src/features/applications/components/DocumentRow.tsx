import { Anchor, Badge, Button, FileButton, Group, Text } from '@mantine/core';
import { IconExternalLink, IconPaperclip } from '@tabler/icons-react';
import { ACCEPTED_FILES, formatFileSize } from '../../documents/documents-format.ts';

/** One of the six university documents: View Document when it is in, otherwise a file to send with Submit. */
export function DocumentRow({
  label,
  url,
  file,
  error,
  disabled,
  onChange,
}: {
  label: string;
  url?: string;
  file: File | null;
  error?: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} component="li" aria-label={label}>
      <div style={{ minWidth: 0 }}>
        <Text fw={500} fz="sm">
          {label}
        </Text>
        {file && (
          <Text fz="xs" c="dimmed" truncate="end" title={file.name}>
            {file.name} · {formatFileSize(file.size)}
          </Text>
        )}
        {error && (
          <Text fz="xs" c="red">
            {error}
          </Text>
        )}
      </div>
      {url ? (
        <Group gap="xs" wrap="nowrap">
          <Badge color="teal" variant="light">
            Submitted
          </Badge>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="sm" aria-label={`View Document: ${label}`}>
            <Group gap={4} wrap="nowrap" component="span">
              View Document <IconExternalLink size={14} />
            </Group>
          </Anchor>
        </Group>
      ) : (
        <Group gap="xs" wrap="nowrap">
          {file && (
            <Button variant="subtle" size="compact-xs" color="gray" onClick={() => onChange(null)} disabled={disabled}>
              Remove
            </Button>
          )}
          <FileButton
            onChange={onChange}
            accept={ACCEPTED_FILES}
            disabled={disabled}
            inputProps={{ 'aria-label': `${label} file` }}
          >
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />}>
                {file ? 'Change file' : 'Choose file'}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Group>
  );
}
