import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileCertificate, IconMessages, IconPlaneDeparture, IconSchool } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import classes from './home.module.css';

const JOURNEY = [
  { icon: IconMessages, key: 'counselling' },
  { icon: IconSchool, key: 'course' },
  { icon: IconFileCertificate, key: 'application' },
  { icon: IconPlaneDeparture, key: 'visa' },
];

export function HeroSection() {
  const { t, number } = useTexts('home');
  return (
    <Box className={classes.hero} py={{ base: 48, md: 88 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" radius="sm" tt="none" w="fit-content">
              {t('hero.badge')}
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 46 }} lh={1.1} style={{ letterSpacing: '-0.02em' }}>
              {t('hero.title')}
            </Title>
            <Text fz="lg" c="dimmed" maw={520}>
              {t('hero.lead')}
            </Text>
            <Group>
              <Button component="a" href="#enquiry" size="md">
                {t('hero.enquire')}
              </Button>
              <Button component="a" href="#destinations" size="md" variant="default">
                {t('hero.destinations')}
              </Button>
            </Group>
          </Stack>
          <Paper withBorder radius="lg" p="xl" shadow="md">
            <Text fw={700} mb="lg">
              {t('hero.howTitle')}
            </Text>
            <Stack gap="lg">
              {JOURNEY.map(({ icon: Icon, key }, index) => (
                <Group key={key} wrap="nowrap" align="flex-start" gap="md">
                  <ThemeIcon size={40} radius="xl" variant={index === 0 ? 'filled' : 'light'} aria-hidden>
                    <Icon size={20} stroke={1.7} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>
                      {t('hero.step', { number: number(index + 1), title: t(`hero.journey.${key}.title`) })}
                    </Text>
                    <Text c="dimmed" fz="sm">
                      {t(`hero.journey.${key}.text`)}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
