import { Alert, Button, Divider, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { type Application, UNIVERSITY_DOCUMENT_HINTS, UNIVERSITY_DOCUMENTS } from '@studydesk/shared/applications';
import { IconPlaneDeparture, IconSend } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import type { ChosenFiles } from '../application-format.ts';
import { documentsCall, useSubmitUniversityDocuments, useVisaTeam } from '../queries.ts';
import { DocumentRow } from './DocumentRow.tsx';

/**
 * SPEC.md 2.11 for one application: the six documents and the visa member, sent together, or the documents alone
 * before the hand-off; a document already in can be replaced (a new version, the earlier kept). POST while the
 * application has none of the six, PATCH afterwards (SPEC.md 4).
 */
export function UniversityDocumentsForm({
  application,
  counselorId,
  applicantId,
  studentObjectId,
  canEdit,
}: {
  application: Application;
  counselorId: string;
  applicantId: string;
  studentObjectId: string;
  canEdit: boolean;
}) {
  const { t } = useTexts('applications');
  const team = useVisaTeam();
  const submit = useSubmitUniversityDocuments(application.studentId, counselorId);
  const [files, setFiles] = useState<ChosenFiles>({});
  const [visaTeamId, setVisaTeamId] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const chosenCount = Object.values(files).filter(Boolean).length;
  const busy = submit.isPending;

  const send = () => {
    const documents = documentsCall(
      application,
      { counselorId, applicantId, studentObjectId },
      files,
      visaTeamId ?? '',
    );
    setFieldErrors({});
    submit.mutate(documents, {
      onSuccess: () => {
        toast.success(t('docsUploadSuccessful'));
        setFiles({});
        setVisaTeamId(null);
      },
      // The message itself arrives as a toast (api/query-client.ts); the file it names is marked too.
      onError: (error) =>
        applyServerErrors({ setErrors: setFieldErrors }, error, {
          fields: UNIVERSITY_DOCUMENTS.map(([key]) => key),
          toast: false,
        }),
    });
  };

  const options = (team.data ?? []).map((m) => ({ value: m._id, label: m.name }));
  // a decided visa is corrected on the visa page; handing it on is refused (409)
  const decided = application.visaStatus === 'success' || application.visaStatus === 'rejected';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('universityDocuments')}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('universityDocuments')}
        </Title>
        {application.visaTeamName && (
          <Alert color="teal" variant="light" icon={<IconPlaneDeparture />}>
            Handed to {application.visaTeamName} for the visa
            {decided && `: ${application.visaStatus === 'success' ? 'granted' : 'refused'}`}
          </Alert>
        )}
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {UNIVERSITY_DOCUMENTS.map(([key, label], i) => (
            // Only <li> inside the list (issue 22): the divider is a hidden item of its own, not a wrapping div.
            <Fragment key={key}>
              {i > 0 && <Divider component="li" aria-hidden />}
              <DocumentRow
                label={label}
                hint={UNIVERSITY_DOCUMENT_HINTS[key]}
                url={application.documents[key]}
                file={files[key] ?? null}
                error={fieldErrors[key]}
                disabled={!canEdit || busy}
                onChange={(file) => setFiles((prev) => ({ ...prev, [key]: file }))}
              />
            </Fragment>
          ))}
        </Stack>
        {!decided && (
          <Select
            label={application.visaTeamName ? 'Hand to another visa team member' : 'Visa team'}
            placeholder={team.isPending ? 'Loading the visa team…' : 'Choose a visa team member'}
            data={options}
            value={visaTeamId}
            onChange={setVisaTeamId}
            clearable
            disabled={!canEdit || busy || team.isPending}
            nothingFoundMessage={t('noVisaTeamMemberFound')}
            maw={420}
          />
        )}
        {!canEdit && (
          <Text fz="sm" c="dimmed">
            {t('onlyTheSuperAdminAnd')}
          </Text>
        )}
        <Button
          onClick={send}
          loading={busy}
          disabled={!canEdit || (chosenCount === 0 && !visaTeamId)}
          leftSection={<IconSend size={16} />}
          w="fit-content"
        >
          {t('submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
