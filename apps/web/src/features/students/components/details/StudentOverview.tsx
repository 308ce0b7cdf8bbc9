import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Student } from '@studydesk/shared/students';
import type { ReactNode } from 'react';
import { EmailLink, PhoneLink } from '../../../../ui/ContactLinks.tsx';
import { formatOfficeDateTime } from '../../../../ui/dhaka-time.ts';
import { StatusBadge } from '../../../../ui/StatusBadge.tsx';
import { formatAddress } from './details-format.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text c="dimmed" fz="xs" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** Who the student is and how to reach them (SPEC.md 2.8), plus the counselor and the entry date. */
export function StudentOverview({ student, actions }: { student: Student; actions?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" mb="md" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {student.fullName}
            </Title>
            <StatusBadge status={student.status} />
          </Group>
          <Text c="dimmed" fz="sm">
            Student ID {student.studentId} · Entry date {formatOfficeDateTime(student.createdAt)} (Dhaka)
          </Text>
        </Stack>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Field label="Address">{formatAddress(student)}</Field>
        <Field label="Contact number">
          <PhoneLink phone={student.phoneNumber} />
        </Field>
        <Field label="E-mail">
          <EmailLink email={student.email} />
        </Field>
        <Field label="Counselor">{student.counselor?.employee_name ?? 'Not assigned'}</Field>
      </SimpleGrid>
    </Paper>
  );
}

/** Destination and funding (SPEC.md 2.8, "other information"). */
export function OtherInformation({ student }: { student: Student }) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Title order={3} fz="h5" mb="sm">
        Other information
      </Title>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <Field label="Chosen country">{student.chosenCountryName}</Field>
        <Field label="Intake">{student.intake}</Field>
        <Field label="Course">{student.course}</Field>
        <Field label="Bank">{[student.bankName, student.bankStatement].filter(Boolean).join(' · ')}</Field>
      </SimpleGrid>
    </Paper>
  );
}
