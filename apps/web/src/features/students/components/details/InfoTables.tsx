import { Paper, Table, Text, Title } from '@mantine/core';
import type { Student } from '@studydesk/shared/students';
import type { ReactNode } from 'react';

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
  return (
    <Section title="Educational details">
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Level</Table.Th>
            <Table.Th>Course</Table.Th>
            <Table.Th>Passing year</Table.Th>
            <Table.Th>Grade</Table.Th>
            <Table.Th>Group</Table.Th>
            <Table.Th>Institute</Table.Th>
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
  const test = student.englishProficiency ? student.englishProficiency.toUpperCase() : '';
  return (
    <Section title={test ? `English test scores · ${test}` : 'English test scores'}>
      {test ? (
        <Table withTableBorder verticalSpacing="xs" ta="center">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="center">Reading</Table.Th>
              <Table.Th ta="center">Writing</Table.Th>
              <Table.Th ta="center">Listening</Table.Th>
              <Table.Th ta="center">Speaking</Table.Th>
              <Table.Th ta="center">Overall</Table.Th>
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
          No English test recorded
        </Text>
      )}
    </Section>
  );
}
