import { Badge, Group, Paper, SimpleGrid, Tabs, Text } from '@mantine/core';
import type { WebsiteProfile } from '@studydesk/shared/website-leads';
import { IconInfoCircle, IconSchool, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TEST_LABELS } from '../../students/components/EnglishSection.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div">
        {children || '—'}
      </Text>
    </div>
  );
}

/** SPEC.md 2.7 Student Profile: General Information, Educational Info and Additional Information, read-only. */
export function ProfileTabs({ profile }: { profile: WebsiteProfile }) {
  const { general, education, additional } = profile;
  return (
    <Paper withBorder radius="md" p="md">
      <Tabs defaultValue="general">
        <Tabs.List mb="md">
          <Tabs.Tab value="general" leftSection={<IconUser size={15} />}>
            General Information
          </Tabs.Tab>
          <Tabs.Tab value="education" leftSection={<IconSchool size={15} />}>
            Educational Info
          </Tabs.Tab>
          <Tabs.Tab value="additional" leftSection={<IconInfoCircle size={15} />}>
            Additional Information
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label="Name">{general.name}</Field>
            <Field label="Email">{general.email}</Field>
            <Field label="Phone">{general.phone}</Field>
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="education">
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
            <Field label="Chosen countries">
              {education.chosenCountries.length > 0 && (
                <Group gap={6} mt={2}>
                  {education.chosenCountries.map((country) => (
                    <Badge key={country} variant="light">
                      {country}
                    </Badge>
                  ))}
                </Group>
              )}
            </Field>
            <Field label="English proficiency test">
              {education.englishTest && TEST_LABELS[education.englishTest]}
            </Field>
            <Field label="Last academic qualification">{education.qualification}</Field>
            <Field label="Qualification score">{education.qualificationScore}</Field>
            <Field label="Reading">{education.reading}</Field>
            <Field label="Writing">{education.writing}</Field>
            <Field label="Listening">{education.listening}</Field>
            <Field label="Speaking">{education.speaking}</Field>
            <Field label="Total score">{education.total}</Field>
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="additional">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label="Address">{additional.address}</Field>
            <Field label="With spouse">{additional.withSpouse ? 'Yes' : 'No'}</Field>
            <Field label="With children">{additional.withChildren ? 'Yes' : 'No'}</Field>
          </SimpleGrid>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
