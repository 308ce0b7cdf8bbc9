import { Anchor, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useDownloadDocuments } from '../queries.ts';
import { RoleBadges } from './RoleBadges.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text c="dimmed" fz="xs" tt="uppercase" fw={700} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

function FileLink({ url, label }: { url: string | null; label: string }) {
  const { t } = useTexts('employees');
  if (!url)
    return (
      <Text c="dimmed" fz="sm">
        {t('notSubmitted')}
      </Text>
    );
  return (
    <Anchor href={url} target="_blank" rel="noreferrer" fz="sm" aria-label={t('view2', { label })}>
      {t('view')}
    </Anchor>
  );
}

/** SPEC.md 2.15: picture, name, roles, contact details, CV and NID links and the documents download. */
export function EmployeeProfileCard({
  employee,
  onRemoveRole,
  actions,
}: {
  employee: Employee;
  /** Given to the Super Admin only: each role badge then offers removal. */
  onRemoveRole?: (role: Employee['roles'][number]) => void;
  actions?: ReactNode;
}) {
  const { t } = useTexts('employees');
  const download = useDownloadDocuments();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Group gap="lg" wrap="nowrap" align="flex-start">
            <Avatar
              src={employee.profilePic}
              name={employee.name}
              color="initials"
              size={96}
              radius={96}
              alt={`Profile picture of ${employee.name}`}
            />
            <Stack gap={6}>
              <Group gap="xs">
                <Title order={1} fz="h3">
                  {employee.name}
                </Title>
                <Badge color={employee.active ? 'teal' : 'gray'} variant="light" radius="sm" tt="none">
                  {employee.active ? 'Active' : 'Deactivated'}
                </Badge>
              </Group>
              <Text c="dimmed" fz="sm" ff="monospace">
                {employee.employee_id}
              </Text>
              <RoleBadges roles={employee.roles} onRemove={onRemoveRole} />
            </Stack>
          </Group>
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconDownload size={16} stroke={1.8} />}
              loading={download.isPending}
              onClick={() => download.mutate(employee.employee_id)}
            >
              {t('downloadDocuments')}
            </Button>
            {actions}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <Field label={t('email')}>{employee.email}</Field>
          <Field label={t('phone')}>{employee.phone || '—'}</Field>
          <Field label={t('familyPhone')}>{employee.familyPhone || '—'}</Field>
          <Field label={t('salary')}>{employee.salary || '—'}</Field>
          <Field label={t('address')}>{employee.address || '—'}</Field>
          <Field label={t('previousExperience')}>{employee.previousExperience || '—'}</Field>
          <Field label={t('cv')}>
            <FileLink url={employee.cv} label={t('cv')} />
          </Field>
          <Field label={t('nid')}>
            <FileLink url={employee.resume} label={t('nid')} />
          </Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
