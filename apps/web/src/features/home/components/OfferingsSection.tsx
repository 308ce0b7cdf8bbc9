import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconMessages, IconPlaneDeparture } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';

const OFFERINGS = [
  { icon: IconMessages, key: 'counselling' },
  { icon: IconBuildingBank, key: 'applications' },
  { icon: IconPlaneDeparture, key: 'visa' },
];

export function OfferingsSection() {
  const { t } = useTexts('home');
  return (
    <Container size="lg" py={{ base: 56, md: 80 }}>
      <Stack gap="xs" mb={40} maw={620}>
        <Text c="blue" fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          {t('offerings.eyebrow')}
        </Text>
        <Title order={2} fz={{ base: 28, sm: 34 }}>
          {t('offerings.title')}
        </Title>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {OFFERINGS.map(({ icon: Icon, key }) => (
          <Card key={key} withBorder radius="lg" padding="xl">
            <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden>
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} fz="h4" mb="xs">
              {t(`offerings.${key}.title`)}
            </Title>
            <Text c="dimmed" fz="sm" lh={1.6}>
              {t(`offerings.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
