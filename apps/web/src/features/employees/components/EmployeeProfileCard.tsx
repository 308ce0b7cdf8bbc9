import { Anchor, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
  if (!url)
    return (
      <Text c="dimmed" fz="sm">
        Not Submitted
      </Text>
    );
  return (
    <Anchor href={url} target="_blank" rel="noreferrer" fz="sm" aria-label={`View ${label}`}>
      View
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
              Download documents
            </Button>
            {actions}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <Field label="Email">{employee.email}</Field>
          <Field label="Phone">{employee.phone || '—'}</Field>
          <Field label="Family phone">{employee.familyPhone || '—'}</Field>
          <Field label="Salary">{employee.salary || '—'}</Field>
          <Field label="Address">{employee.address || '—'}</Field>
          <Field label="Previous experience">{employee.previousExperience || '—'}</Field>
          <Field label="CV">
            <FileLink url={employee.cv} label="CV" />
          </Field>
          <Field label="NID">
            <FileLink url={employee.resume} label="NID" />
          </Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
