import { Alert, Box, Loader, Paper, Stack, Text } from '@mantine/core';
import type { RenderedMessage } from '@studydesk/shared/templates';
import { isApiError } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/use-texts.ts';

/**
 * A rendered message as the student gets it: the subject, the address and the HTML part, shown in a sandboxed frame
 * (no script runs, nothing of the app is reachable), or why it cannot be rendered.
 */
export function MessagePreview({
  message,
  error,
  loading,
  height = 260,
}: {
  message: RenderedMessage | undefined;
  error: Error | null;
  loading: boolean;
  /** The frame's height in pixels: lower inside a dialog, so its buttons stay in view. */
  height?: number;
}) {
  const { t } = useTexts('messages');
  if (error) {
    const reasons = isApiError(error) && error.fields ? Object.values(error.fields) : [error.message];
    return (
      <Alert color="red" variant="light" title={t('thePreviewCannotBeShown')}>
        {reasons.join(' ')}
      </Alert>
    );
  }
  if (!message) {
    return loading ? <Loader size="sm" aria-label={t('loadingThePreview')} /> : null;
  }
  return (
    <Stack gap={6} aria-busy={loading}>
      <Text fz="sm">
        <Text span fw={600}>
          {t('to')}
        </Text>
        {message.to ?? t('noValidEMailAddress')}
      </Text>
      <Text fz="sm">
        <Text span fw={600}>
          {t('subject')}
        </Text>
        {message.subject}
      </Text>
      <Paper withBorder radius="sm" style={{ overflow: 'hidden', background: 'white' }}>
        <Box
          component="iframe"
          title={t('messagePreview')}
          sandbox=""
          srcDoc={message.html}
          w="100%"
          h={height}
          style={{ border: 0, display: 'block' }}
        />
      </Paper>
    </Stack>
  );
}
