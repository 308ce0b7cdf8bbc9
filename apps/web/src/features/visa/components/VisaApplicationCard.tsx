import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { UNIVERSITY_DOCUMENT_HINTS, UNIVERSITY_DOCUMENTS } from '@studydesk/shared/applications';
import type { VisaApplication } from '@studydesk/shared/visa';
import { IconExternalLink } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import type { VisaOutcomeStatus } from '../visa-format.ts';
import { VisaOutcomeSection } from './VisaOutcomeSection.tsx';

const VISA_LOOK = {
  'visa-processing': { label: 'Visa processing', color: 'blue' },
  success: { label: 'Successful', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
} as const;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One application of the visa documents view (SPEC.md 2.14): its details, its six documents and the outcome. */
export function VisaApplicationCard({
  application,
  onDecide,
}: {
  application: VisaApplication;
  onDecide: (status: VisaOutcomeStatus) => void;
}) {
  const { t } = useTexts('visa');
  const { user } = useAreaSession();
  // The server lets only Super Admin and the member it was handed to record the outcome (visa.routes.ts
  // ownVisaApplication); anyone else would fill in the form only to be refused.
  const mayRecord = user.role === 'Super Admin' || application.visaTeamId === user._id;
  const visa = application.visaStatus ? VISA_LOOK[application.visaStatus] : null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={application.universityName}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} fz="h4">
              {application.universityName}
            </Title>
            <Text c="dimmed" fz="sm">
              {application.subject} · {application.country} · {application.intake}
            </Text>
          </div>
          {visa ? (
            <Badge color={visa.color} variant="light" size="lg" tt="none">
              {visa.label}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" size="lg" tt="none">
              {t('notHandedToTheVisa')}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Detail label={t('b2b')}>{application.b2b || 'N/A'}</Detail>
          <Detail label={t('link')}>
            {application.link ? (
              <Anchor href={application.link} target="_blank" rel="noopener noreferrer" fz="sm">
                {application.link}
              </Anchor>
            ) : (
              'N/A'
            )}
          </Detail>
          <Detail label={t('officer')}>
            {application.applicantName} ({application.applicantId})
          </Detail>
          <Detail label={t('visaTeamMember')}>{application.visaTeamName ?? 'N/A'}</Detail>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {UNIVERSITY_DOCUMENTS.map(([key, label]) => {
            const url = application.documents[key];
            return (
              <Card key={key} withBorder radius="sm" padding="sm" component="section" aria-label={label}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={600}>
                      {label}
                    </Text>
                    {UNIVERSITY_DOCUMENT_HINTS[key] && (
                      <Text fz="xs" c="dimmed">
                        {UNIVERSITY_DOCUMENT_HINTS[key]}
                      </Text>
                    )}
                  </div>
                  {url ? (
                    <Anchor
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      fz="sm"
                      aria-label={t('viewDocument2', { label })}
                    >
                      <Group gap={4} wrap="nowrap" component="span">
                        {t('viewDocument')}
                        <IconExternalLink size={14} />
                      </Group>
                    </Anchor>
                  ) : (
                    <Text fz="sm" c="red" fw={500}>
                      {t('notSubmitted')}
                    </Text>
                  )}
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
        {application.visaTeamId && (
          <VisaOutcomeSection application={application} onRecord={mayRecord ? onDecide : undefined} />
        )}
      </Stack>
    </Card>
  );
}
