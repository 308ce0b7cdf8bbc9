import { Button, FileButton, Flex, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ACCEPTED_FILES, formatFileSize } from '../documents-format.ts';

export interface UploadControlProps {
  /** Names the slot for screen readers ("Passport"). */
  label: string;
  /** Sends the file; rejects on failure (the toast is the caller's). */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** Larger targets for phones on the public page. */
  size?: 'sm' | 'md';
  uploadLabel?: string;
  onDone?: () => void;
}

/** Choose a file, then Upload (SPEC.md 5: Upload does nothing without a chosen file), with a progress bar meanwhile. */
export function UploadControl({ label, upload, size = 'sm', uploadLabel = 'Upload', onDone }: UploadControlProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const send = async () => {
    if (!file || busy) return;
    setProgress(0);
    try {
      await upload(file, setProgress);
      setFile(null);
      onDone?.();
    } catch {
      // The failure was already shown as a toast; the chosen file stays so the user can retry.
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={6}>
      {/* Side by side in the office's narrow cards; stacked and full width on the public page for thumbs. */}
      <Flex gap="xs" direction={size === 'md' ? 'column' : 'row'}>
        <FileButton
          onChange={setFile}
          accept={ACCEPTED_FILES}
          disabled={busy}
          inputProps={{ 'aria-label': `${label} file` }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size={size}
              leftSection={<IconPaperclip size={16} />}
              fullWidth={size === 'md'}
              style={size === 'md' ? undefined : { flex: 1, minWidth: 0 }}
            >
              {file ? 'Change file' : 'Choose file'}
            </Button>
          )}
        </FileButton>
        <Button
          size={size}
          onClick={send}
          disabled={!file}
          loading={busy}
          leftSection={<IconUpload size={16} />}
          fullWidth={size === 'md'}
          aria-label={`${uploadLabel} ${label}`}
        >
          {uploadLabel}
        </Button>
      </Flex>
      {file ? (
        <Text fz="xs" truncate="end" title={file.name}>
          {file.name} · {formatFileSize(file.size)}
        </Text>
      ) : (
        <Text fz="xs" c="dimmed">
          PDF, JPEG, PNG, WebP, DOC or DOCX, up to 20{'\u00a0'}MB
        </Text>
      )}
      {busy && (
        <Progress
          value={Math.round(progress * 100)}
          size="sm"
          animated
          aria-label={`Uploading ${label}: ${Math.round(progress * 100)}%`}
        />
      )}
    </Stack>
  );
}
