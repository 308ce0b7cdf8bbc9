import { Box, Button, Container, Paper, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ErrorCode } from '@studydesk/shared/errors';
import { IconAlertTriangle, IconLinkOff } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client.ts';
import { CenteredMessage } from '../../../ui/CenteredMessage.tsx';
import { Logo } from '../../../ui/Logo.tsx';
import { PublicUploadForm } from '../components/PublicUploadForm.tsx';
import { usePublicUpload, usePublicUploadInfo } from '../queries.ts';

function InvalidLink() {
  return (
    <CenteredMessage
      icon={<IconLinkOff size={28} stroke={1.6} />}
      title="This upload link is invalid or has expired."
      actions={null}
    >
      Ask your counselor for a new link.
    </CenteredMessage>
  );
}

/** SPEC.md 2.1: the student's own upload page, reached by a link with a token; no sign-in, no app shell. */
export function PublicUploadPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const studentId = Number(params.studentId);
  const token = search.get('t') ?? '';
  const validId = Number.isInteger(studentId) && studentId > 0;
  const info = usePublicUploadInfo(studentId, validId ? token : '');
  const upload = usePublicUpload(studentId, token);
  useDocumentTitle('Upload your documents · StudyDesk');

  if (!validId || token === '') return <InvalidLink />;
  if (info.isError) {
    const code = isApiError(info.error) ? info.error.code : null;
    if (code === ErrorCode.INVALID_LINK || code === ErrorCode.NOT_FOUND || code === ErrorCode.VALIDATION) {
      return <InvalidLink />;
    }
    return (
      <CenteredMessage
        icon={<IconAlertTriangle size={28} stroke={1.6} />}
        title="The page could not be loaded"
        actions={<Button onClick={() => info.refetch()}>Try again</Button>}
      >
        {info.error.message}
      </CenteredMessage>
    );
  }

  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Box
        component="header"
        py="sm"
        px="md"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="md" px={0}>
          <Logo size="lg" />
        </Container>
      </Box>
      <Container size="md" py={{ base: 'sm', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }} shadow="xs">
          {info.data ? (
            <PublicUploadForm
              info={info.data}
              upload={(slot, file, onProgress) => upload.mutateAsync({ slot, file, onProgress })}
            />
          ) : (
            <Stack gap="md" aria-busy="true" aria-label="Loading">
              <Skeleton h={36} w="50%" />
              <Skeleton h={18} w="80%" />
              <Skeleton h={140} />
              <Skeleton h={140} />
            </Stack>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
