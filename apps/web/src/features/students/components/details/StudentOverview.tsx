import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { Student } from '@studydesk/shared/students';
import { LANGUAGE_LABELS, type StudentMessageLanguage } from '@studydesk/shared/templates';
import type { ReactNode } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { EmailLink, PhoneLink } from '../../../../ui/ContactLinks.tsx';
import { formatOfficeDateTime, formatOfficeDay } from '../../../../ui/dhaka-time.ts';
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

/**
 * Who the student is and how to reach them (SPEC.md 2.8), plus the counselor, the entry date, the date of birth,
 * passport and parent's phone (what a caller is asked to confirm who they are), and whether the student opted out
 * of automatic messages (the unsubscribe link of an e-mail; issue 17) and the language their messages are in (their
 * own, else the office's, named so), once the record itself has loaded (a list's row does not carry it).
 */
export function StudentOverview({
  student,
  actions,
}: {
  student: Student & { messagesOptedOut?: boolean; messages?: StudentMessageLanguage };
  actions?: ReactNode;
}) {
  const { t } = useTexts('students');
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" mb="md" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {student.fullName}
            </Title>
            <StatusBadge status={student.status} />
            {student.messagesOptedOut && (
              <Tooltip label={t('theStudentUnsubscribedFromAn')} multiline w={260}>
                <Badge variant="light" color="gray" radius="sm" tt="none" tabIndex={0}>
                  {t('optedOutOfMessages')}
                </Badge>
              </Tooltip>
            )}
          </Group>
          <Text c="dimmed" fz="sm">
            {t('studentIDEntryDateDhaka', {
              studentId: student.studentId,
              value: formatOfficeDateTime(student.createdAt),
            })}
          </Text>
        </Stack>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Field label={t('address')}>{formatAddress(student)}</Field>
        <Field label={t('contactNumber')}>
          <PhoneLink phone={student.phoneNumber} />
        </Field>
        <Field label={t('eMail')}>
          <EmailLink email={student.email} />
        </Field>
        <Field label={t('counselor')}>{student.counselor?.employee_name ?? t('notAssigned')}</Field>
        <Field label={t('dateOfBirth')}>{student.dob && formatOfficeDay(student.dob)}</Field>
        <Field label={t('passportNumber')}>{student.passportNumber}</Field>
        <Field label={t('parentPhone')}>{student.parentPhone && <PhoneLink phone={student.parentPhone} />}</Field>
        {student.messages && (
          <Field label={t('messagesIn')}>
            {student.messages.messageLanguage
              ? LANGUAGE_LABELS[student.messages.messageLanguage]
              : t('officesLanguage', { language: LANGUAGE_LABELS[student.messages.language] })}
          </Field>
        )}
      </SimpleGrid>
    </Paper>
  );
}

/** Destination and funding (SPEC.md 2.8, "other information"). */
export function OtherInformation({ student }: { student: Student }) {
  const { t } = useTexts('students');
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Title order={3} fz="h5" mb="sm">
        {t('otherInformation')}
      </Title>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <Field label={t('chosenCountry')}>{student.chosenCountryName}</Field>
        <Field label={t('intake')}>{student.intake}</Field>
        <Field label={t('course')}>{student.course}</Field>
        <Field label={t('bank')}>{[student.bankName, student.bankStatement].filter(Boolean).join(' · ')}</Field>
      </SimpleGrid>
    </Paper>
  );
}
