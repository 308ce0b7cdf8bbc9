import { Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import classes from './home.module.css';

/** Each destination's name and text are in the home namespace under its code. */
const DESTINATIONS = ['UK', 'US', 'CA', 'AU', 'DE', 'MY'];

export function DestinationsSection() {
  const { t } = useTexts('home');
  return (
    <Box className={classes.band} id="destinations" py={{ base: 56, md: 80 }}>
      <Container size="lg">
        <Stack gap="xs" mb={40} maw={620}>
          <Text c="blue" fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            {t('destinations.eyebrow')}
          </Text>
          <Title order={2} fz={{ base: 28, sm: 34 }}>
            {t('destinations.title')}
          </Title>
          <Text c="dimmed">{t('destinations.note')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {DESTINATIONS.map((code) => (
            <Card key={code} withBorder radius="lg" padding="lg">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <Box
                  w={44}
                  h={44}
                  style={{ borderRadius: 10, flexShrink: 0, display: 'grid', placeItems: 'center' }}
                  bg="light-dark(var(--mantine-color-blue-0), rgba(34, 139, 230, 0.15))"
                  c="blue"
                  fw={700}
                  aria-hidden
                >
                  {code}
                </Box>
                <div>
                  <Title order={3} fz="h5" mb={4}>
                    {t(`destinations.${code}.name`)}
                  </Title>
                  <Text c="dimmed" fz="sm">
                    {t(`destinations.${code}.text`)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
