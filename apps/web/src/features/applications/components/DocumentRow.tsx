import { Anchor, Badge, Button, FileButton, Group, Text } from '@mantine/core';
import { IconExternalLink, IconPaperclip, IconReplace } from '@tabler/icons-react';
import { useId } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ACCEPTED_FILES, formatFileSize } from '../../documents/documents-format.ts';

/**
 * One of the six university documents: View Document when it is in, with Replace (a new version, the earlier one
 * kept); otherwise a file to send with Submit. `hint` says what an abbreviation (DOL, PAL, LOA) stands for.
 */
export function DocumentRow({
  label,
  hint,
  url,
  file,
  error,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  url?: string;
  file: File | null;
  error?: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTexts('applications');
  const hintId = useId();
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      py={6}
      component="li"
      aria-label={label}
      aria-describedby={hint ? hintId : undefined}
    >
      <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
        <Text fw={500} fz="sm">
          {label}
        </Text>
        {hint && (
          <Text id={hintId} fz="xs" c="dimmed">
            {hint}
          </Text>
        )}
        {file && (
          <Text fz="xs" c="dimmed" truncate="end" title={file.name}>
            {url ? 'Replace with ' : ''}
            {file.name} · {formatFileSize(file.size)}
          </Text>
        )}
        {error && (
          <Text fz="xs" c="red">
            {error}
          </Text>
        )}
      </div>
      <Group gap="xs" wrap="nowrap">
        {url && !file && (
          <>
            <Badge color="teal" variant="light">
              {t('submitted')}
            </Badge>
            <Anchor
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              aria-label={t('viewDocument', { label })}
            >
              <Group gap={4} wrap="nowrap" component="span">
                View Document <IconExternalLink size={14} />
              </Group>
            </Anchor>
          </>
        )}
        {file && (
          <Button variant="subtle" size="compact-xs" color="gray" onClick={() => onChange(null)} disabled={disabled}>
            {url ? 'Keep current' : 'Remove'}
          </Button>
        )}
        <FileButton
          onChange={onChange}
          accept={ACCEPTED_FILES}
          disabled={disabled}
          inputProps={{ 'aria-label': url ? `Replace ${label} file` : `${label} file` }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={url ? <IconReplace size={14} /> : <IconPaperclip size={14} />}
            >
              {file ? 'Change file' : url ? 'Replace' : 'Choose file'}
            </Button>
          )}
        </FileButton>
      </Group>
    </Group>
  );
}
