import { Badge, Group, Paper, SimpleGrid, Tabs } from '@mantine/core';
import type { WebsiteProfile } from '@studydesk/shared/website-leads';
import { IconInfoCircle, IconSchool, IconUser } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PhoneLink } from '../../../ui/ContactLinks.tsx';
import { Fact } from '../../../ui/Fact.tsx';
import { TEST_LABELS } from '../../students/english-tests.ts';

/** SPEC.md 2.7 Student Profile: General Information, Educational Info and Additional Information, read-only. */
export function ProfileTabs({ profile }: { profile: WebsiteProfile }) {
  const { t } = useTexts('website-leads');
  const { general, education, additional } = profile;
  return (
    <Paper withBorder radius="md" p="md">
      <Tabs defaultValue="general">
        <Tabs.List mb="md">
          <Tabs.Tab value="general" leftSection={<IconUser size={15} />}>
            {t('generalInformation')}
          </Tabs.Tab>
          <Tabs.Tab value="education" leftSection={<IconSchool size={15} />}>
            {t('educationalInfo')}
          </Tabs.Tab>
          <Tabs.Tab value="additional" leftSection={<IconInfoCircle size={15} />}>
            {t('additionalInformation')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Fact label={t('name')}>{general.name}</Fact>
            <Fact label={t('email')}>{general.email}</Fact>
            <Fact label={t('phone')}>
              <PhoneLink phone={general.phone} />
            </Fact>
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="education">
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
            <Fact label={t('chosenCountries')}>
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
            <Fact label={t('englishProficiencyTest')}>
              {education.englishTest && TEST_LABELS[education.englishTest]}
            </Fact>
            <Fact label={t('lastAcademicQualification')}>{education.qualification}</Fact>
            <Fact label={t('qualificationScore')}>{education.qualificationScore}</Fact>
            <Fact label={t('reading')}>{education.reading}</Fact>
            <Fact label={t('writing')}>{education.writing}</Fact>
            <Fact label={t('listening')}>{education.listening}</Fact>
            <Fact label={t('speaking')}>{education.speaking}</Fact>
            <Fact label={t('totalScore')}>{education.total}</Fact>
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="additional">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Fact label={t('address')}>{additional.address}</Fact>
            <Fact label={t('withSpouse')}>{additional.withSpouse ? 'Yes' : 'No'}</Fact>
            <Fact label={t('withChildren')}>{additional.withChildren ? 'Yes' : 'No'}</Fact>
          </SimpleGrid>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
