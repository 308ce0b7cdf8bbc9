import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Student } from '@studydesk/shared/students';
import type { ReactNode } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { usePhone } from '../../../../ui/use-phone.ts';

const dash = (value: string) => value || '—';

/** A details box; on a wider screen its table scrolls within it rather than squeezing the columns. */
function Section({ title, phone, children }: { title: string; phone: boolean; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} fz="h5" mb="sm">
        {title}
      </Title>
      {phone ? children : <Table.ScrollContainer minWidth={520}>{children}</Table.ScrollContainer>}
    </Paper>
  );
}

/**
 * A phone's stand-in for a table row: label and value side by side, the labels in a column of their own width, so a
 * long value (an institute's name) wraps under itself instead of pushing anything off the screen.
 */
function Facts({ facts }: { facts: { label: string; value: ReactNode; strong?: boolean }[] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 'var(--mantine-spacing-md)' }}
    >
      {facts.map(({ label, value, strong }) => (
        <Box key={label} display="contents">
          <Text component="dt" fz="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fz="sm" fw={strong ? 700 : undefined} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** Qualification blocks 1–3 as SSC, HSC and Hon's (SPEC.md 2.8; the masters block is not shown there). */
const LEVELS = [
  { label: 'SSC', n: 1 },
  { label: 'HSC', n: 2 },
  { label: "Hon's", n: 3 },
] as const;

type Level = (typeof LEVELS)[number]['n'];

/** What a level shows after its name: the table's columns, and the lines of its card on a phone. */
const EDUCATION = [
  { header: 'course', value: (s: Student, n: Level) => s[`courseTitle${n}`] },
  { header: 'passingYear', value: (s: Student, n: Level) => s[`passingYear${n}`] },
  { header: 'grade', value: (s: Student, n: Level) => s[`grade${n}`] },
  { header: 'group', value: (s: Student, n: Level) => s[`group${n}`] },
  { header: 'institute', value: (s: Student, n: Level) => s[`institute${n}`] },
] as const;

export function EducationTable({ student }: { student: Student }) {
  const { t } = useTexts('students');
  const phone = usePhone();
  return (
    <Section title={t('educationalDetails')} phone={phone}>
      {phone ? (
        // A card a level: six columns do not fit a phone's width.
        <Stack gap="sm">
          {LEVELS.map(({ label, n }) => (
            <Paper key={label} withBorder radius="sm" p="sm" role="group" aria-label={label}>
              <Text fz="sm" fw={600} mb={4}>
                {label}
              </Text>
              <Facts
                facts={EDUCATION.map(({ header, value }) => ({ label: t(header), value: dash(value(student, n)) }))}
              />
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('level')}</Table.Th>
              {EDUCATION.map(({ header }) => (
                <Table.Th key={header}>{t(header)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {LEVELS.map(({ label, n }) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                {EDUCATION.map(({ header, value }) => (
                  <Table.Td key={header}>{dash(value(student, n))}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

/** The scores in the table's order; the overall one stands out. */
const SCORES = [
  { header: 'reading', value: (s: Student) => s.reading },
  { header: 'writing', value: (s: Student) => s.writing },
  { header: 'listening', value: (s: Student) => s.listening },
  { header: 'speaking', value: (s: Student) => s.specking },
  { header: 'overall', value: (s: Student) => s.overall },
] as const;

export function EnglishScoresTable({ student }: { student: Student }) {
  const { t } = useTexts('students');
  const phone = usePhone();
  const test = student.englishProficiency ? student.englishProficiency.toUpperCase() : '';
  const scores = SCORES.map(({ header, value }) => ({
    header,
    label: t(header),
    value: dash(value(student)),
    strong: header === 'overall',
  }));
  let body: ReactNode;
  if (!test) {
    body = (
      <Text c="dimmed" fz="sm">
        {t('noEnglishTestRecorded')}
      </Text>
    );
  } else if (phone) {
    // The five scores as a list: side by side they are wider than a phone.
    body = <Facts facts={scores} />;
  } else {
    body = (
      <Table withTableBorder verticalSpacing="xs" ta="center">
        <Table.Thead>
          <Table.Tr>
            {scores.map(({ header, label }) => (
              <Table.Th key={header} ta="center">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            {scores.map(({ header, value, strong }) => (
              <Table.Td key={header} fw={strong ? 700 : undefined}>
                {value}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Section title={test ? t('englishTestScores', { test }) : t('englishTestScores2')} phone={phone}>
      {body}
    </Section>
  );
}
