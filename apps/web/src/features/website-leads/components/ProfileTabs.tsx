import { Badge, Group, Paper, SimpleGrid, Tabs } from '@mantine/core';
import type { WebsiteProfile } from '@studydesk/shared/website-leads';
import { IconInfoCircle, IconSchool, IconUser } from '@tabler/icons-react';
import { Fact } from '../../../ui/Fact.tsx';
import { TEST_LABELS } from '../../students/english-tests.ts';

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
            <Fact label="Name">{general.name}</Fact>
            <Fact label="Email">{general.email}</Fact>
            <Fact label="Phone">{general.phone}</Fact>
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="education">
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
            <Fact label="Chosen countries">
              {education.chosenCountries.length > 0 && (
                <Group gap={6} mt={2}>
                  {education.chosenCountries.map((country) => (
                    <Badge key={country} variant="light">
                      {country}
                    </Badge>
                  ))}
                </Group>
              )}
            </Fact>
            <Fact label="English proficiency test">{education.englishTest && TEST_LABELS[education.englishTest]}</Fact>
            <Fact label="Last academic qualification">{education.qualification}</Fact>
            <Fact label="Qualification score">{education.qualificationScore}</Fact>
            <Fact label="Reading">{education.reading}</Fact>
            <Fact label="Writing">{education.writing}</Fact>
            <Fact label="Listening">{education.listening}</Fact>
            <Fact label="Speaking">{education.speaking}</Fact>
            <Fact label="Total score">{education.total}</Fact>
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="additional">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Fact label="Address">{additional.address}</Fact>
            <Fact label="With spouse">{additional.withSpouse ? 'Yes' : 'No'}</Fact>
            <Fact label="With children">{additional.withChildren ? 'Yes' : 'No'}</Fact>
          </SimpleGrid>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
