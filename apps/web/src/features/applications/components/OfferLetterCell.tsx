import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { Application } from '@studydesk/shared/applications';
import { IconExternalLink, IconUpload } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { toast } from '../../../ui/toast.ts';
import { ACCEPTED_FILES } from '../../documents/documents-format.ts';
import { documentsCall, useSubmitUniversityDocuments } from '../queries.ts';

/**
 * The offer letter of one application, uploaded as soon as it arrives, before any hand-off to the visa team, and
 * replaced later (a new version; the earlier one is kept) (issue 22).
 */
export function OfferLetterCell({
  application,
  counselorId,
  applicantId,
  studentObjectId,
  canEdit,
}: {
  application: Application;
  counselorId: string;
  applicantId: string;
  studentObjectId: string | undefined;
  canEdit: boolean;
}) {
  const { t } = useTexts('applications');
  const submit = useSubmitUniversityDocuments(application.studentId, counselorId);
  const url = application.documents.offerLetter;
  const name = `${application.universityName}, ${application.subject}`;
  const upload = (file: File | null) => {
    if (!file || !studentObjectId) return;
    const call = documentsCall(application, { counselorId, applicantId, studentObjectId }, { offerLetter: file });
    submit.mutate(call, { onSuccess: () => toast.success(t('fileUploadedSuccessfully')) });
  };
  return (
    <Stack gap={4} align="flex-start">
      {url ? (
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          fz="sm"
          aria-label={t('viewOfferLetterOf', { name })}
        >
          <Group gap={4} wrap="nowrap" component="span">
            View <IconExternalLink size={14} />
          </Group>
        </Anchor>
      ) : (
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('notSubmitted')}
        </Text>
      )}
      {canEdit && (
        <FileButton
          onChange={upload}
          accept={ACCEPTED_FILES}
          disabled={submit.isPending || !studentObjectId}
          inputProps={{ 'aria-label': `${url ? 'Replace' : 'Upload'} offer letter of ${name}` }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="compact-xs"
              loading={submit.isPending}
              leftSection={<IconUpload size={12} />}
            >
              {url ? 'Replace' : 'Upload'}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
