import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PortalApplication } from '@studydesk/shared/portal';
import { useTexts } from '../../../i18n/use-texts.ts';

const STATUS_COLORS: Record<PortalApplication['status'], string> = {
  applied: 'blue',
  'offer received': 'teal',
  'unconditional offer': 'teal',
  refused: 'red',
  withdrawn: 'gray',
};

/** The student's university applications, each with its status and, once decided, its visa outcome. */
export function PortalApplications({ applications }: { applications: PortalApplication[] }) {
  const { t } = useTexts('portal');
  return (
    <Stack gap="sm" component="section" aria-labelledby="portal-applications">
      <Title order={2} fz="h3" id="portal-applications">
        {t('applicationsTitle')}
      </Title>
      {applications.length === 0 ? (
        <Text c="dimmed">{t('noApplications')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {applications.map((application) => (
            <Card key={application._id} component="li" withBorder radius="md" padding="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} lh={1.3}>
                    {application.universityName}
                  </Text>
                  <Text fz="sm">{application.subject}</Text>
                  <Text fz="xs" c="dimmed">
                    {application.country} · {t('application.intake', { intake: application.intake })}
                  </Text>
                </div>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <Badge color={STATUS_COLORS[application.status]} variant="light">
                    {t(`application.status.${application.status}`)}
                  </Badge>
                  {application.visaStatus && (
                    <Badge color={application.visaStatus === 'success' ? 'teal' : 'red'} variant="light">
                      {t(`application.visa.${application.visaStatus}`)}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
