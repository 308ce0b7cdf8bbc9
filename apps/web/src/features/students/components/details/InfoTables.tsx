import { Paper, Table, Text, Title } from '@mantine/core';
import type { Student } from '@studydesk/shared/students';
import type { ReactNode } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';

const dash = (value: string) => value || '—';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} fz="h5" mb="sm">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={520}>{children}</Table.ScrollContainer>
    </Paper>
  );
}

/** Qualification blocks 1–3 as SSC, HSC and Hon's (SPEC.md 2.8; the masters block is not shown there). */
const LEVELS = [
  { label: 'SSC', n: 1 },
  { label: 'HSC', n: 2 },
  { label: "Hon's", n: 3 },
] as const;

export function EducationTable({ student }: { student: Student }) {
  const { t } = useTexts('students');
  return (
    <Section title={t('educationalDetails')}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('level')}</Table.Th>
            <Table.Th>{t('course')}</Table.Th>
            <Table.Th>{t('passingYear')}</Table.Th>
            <Table.Th>{t('grade')}</Table.Th>
            <Table.Th>{t('group')}</Table.Th>
            <Table.Th>{t('institute')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {LEVELS.map(({ label, n }) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{dash(student[`courseTitle${n}`])}</Table.Td>
              <Table.Td>{dash(student[`passingYear${n}`])}</Table.Td>
              <Table.Td>{dash(student[`grade${n}`])}</Table.Td>
              <Table.Td>{dash(student[`group${n}`])}</Table.Td>
              <Table.Td>{dash(student[`institute${n}`])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

export function EnglishScoresTable({ student }: { student: Student }) {
  const { t } = useTexts('students');
  const test = student.englishProficiency ? student.englishProficiency.toUpperCase() : '';
  return (
    <Section title={test ? t('englishTestScores', { test }) : t('englishTestScores2')}>
      {test ? (
        <Table withTableBorder verticalSpacing="xs" ta="center">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="center">{t('reading')}</Table.Th>
              <Table.Th ta="center">{t('writing')}</Table.Th>
              <Table.Th ta="center">{t('listening')}</Table.Th>
              <Table.Th ta="center">{t('speaking')}</Table.Th>
              <Table.Th ta="center">{t('overall')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{dash(student.reading)}</Table.Td>
              <Table.Td>{dash(student.writing)}</Table.Td>
              <Table.Td>{dash(student.listening)}</Table.Td>
              <Table.Td>{dash(student.specking)}</Table.Td>
              <Table.Td fw={700}>{dash(student.overall)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed" fz="sm">
          {t('noEnglishTestRecorded')}
        </Text>
      )}
    </Section>
  );
}
