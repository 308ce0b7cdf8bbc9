import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ACCEPTED_FILES } from '../documents-format.ts';
import { useUploadLimits } from '../queries.ts';

export interface UploadControlProps {
  /** Names the slot for screen readers ("Passport"). */
  label: string;
  /** Sends the file; rejects on failure with the message to show. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** Larger targets for phones on the public page. */
  size?: 'sm' | 'md';
  uploadLabel?: string;
  onDone?: () => void;
  /** A quiet one-line form: this on the left, a small Upload on the right, no hint (the screen gives it once). */
  heading?: ReactNode;
}

type State = { at: 'idle' } | { at: 'sending'; progress: number } | { at: 'failed'; file: File; message: string };

/**
 * One step: the button chooses a file and sends it at once (issue 22: no Choose then Upload), with a progress bar
 * meanwhile. A refusal, from the browser's own check or from the server, ends in the message and Try again.
 */
export function UploadControl({
  label,
  upload,
  size = 'sm',
  uploadLabel: uploadLabelGiven,
  onDone,
  heading,
}: UploadControlProps) {
  const { t } = useTexts('documents');
  const uploadLabel = uploadLabelGiven ?? t('upload');

  const [state, setState] = useState<State>({ at: 'idle' });
  const maxMb = useUploadLimits().data?.maxMb;
  // Cleared after each choice, so choosing the same file again (after fixing it) still sends it.
  const resetRef = useRef<() => void>(null);

  const send = async (file: File | null) => {
    resetRef.current?.();
    if (!file || state.at === 'sending') return;
    setState({ at: 'sending', progress: 0 });
    try {
      await upload(file, (progress) => setState({ at: 'sending', progress }));
      setState({ at: 'idle' });
      onDone?.();
    } catch (error) {
      setState({ at: 'failed', file, message: error instanceof Error ? error.message : String(error) });
    }
  };

  const percent = state.at === 'sending' ? Math.round(state.progress * 100) : 0;
  const button = (
    <FileButton
      onChange={send}
      resetRef={resetRef}
      accept={ACCEPTED_FILES}
      disabled={state.at === 'sending'}
      inputProps={{ 'aria-label': t('file', { label }) }}
    >
      {(props) => (
        <Button
          {...props}
          variant={heading ? 'default' : size === 'md' ? 'filled' : 'light'}
          size={heading ? 'compact-sm' : size}
          loading={state.at === 'sending'}
          leftSection={<IconUpload size={16} />}
          fullWidth={size === 'md'}
          style={heading ? { flexShrink: 0 } : undefined}
          aria-label={`${uploadLabel} ${label}`}
        >
          {uploadLabel}
        </Button>
      )}
    </FileButton>
  );
  return (
    <Stack gap={6}>
      {heading ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
          {heading}
          {button}
        </Group>
      ) : (
        button
      )}
      {state.at === 'sending' && (
        <Progress value={percent} size="sm" animated aria-label={t('uploading', { label, percent })} />
      )}
      {state.at === 'failed' ? (
        <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} />} role="alert">
          {/* the alert's own text colour: red.8 read at 3.7:1 on its light red (2.8:1 in the dark scheme) */}
          <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
            {state.file.name}: {state.message}
          </Text>
          <Group gap="xs" mt={6}>
            <Button
              size="compact-xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={12} />}
              onClick={() => send(state.file)}
            >
              {t('tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : (
        state.at === 'idle' &&
        !heading && (
          <Text fz="xs" c="dimmed">
            {t('pDFJPEGPNGWebPDOC', { value: maxMb ?? 20 })}
          </Text>
        )
      )}
    </Stack>
  );
}
