import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconMessages, IconPlaneDeparture } from '@tabler/icons-react';

const OFFERINGS = [
  {
    icon: IconMessages,
    title: 'Counselling',
    text: 'One counselor for your whole journey. We compare countries, courses and costs with you and write down our advice, so you can read it again at home.',
  },
  {
    icon: IconBuildingBank,
    title: 'University applications',
    text: 'Our application team prepares and submits your applications, keeps your documents in order and follows each university until it answers.',
  },
  {
    icon: IconPlaneDeparture,
    title: 'Visa processing',
    text: 'Our visa section assembles your file: offer letter, payment receipts and the letters each country asks for, and stays with you until the decision.',
  },
];

export function OfferingsSection() {
  return (
    <Container size="lg" py={{ base: 56, md: 80 }}>
      <Stack gap="xs" mb={40} maw={620}>
        <Text c="blue" fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          What we offer
        </Text>
        <Title order={2} fz={{ base: 28, sm: 34 }}>
          Everything between your decision and your flight
        </Title>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {OFFERINGS.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder radius="lg" padding="xl">
            <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden>
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} fz="h4" mb="xs">
              {title}
            </Title>
            <Text c="dimmed" fz="sm" lh={1.6}>
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
