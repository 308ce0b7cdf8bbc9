import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileCertificate, IconMessages, IconPlaneDeparture, IconSchool } from '@tabler/icons-react';
import classes from './home.module.css';

const JOURNEY = [
  { icon: IconMessages, title: 'Counselling', text: 'We listen first: your goals, results and budget.' },
  { icon: IconSchool, title: 'Course and university', text: 'A shortlist that fits you, not a catalogue.' },
  { icon: IconFileCertificate, title: 'Application', text: 'Documents checked, applications tracked to the offer.' },
  { icon: IconPlaneDeparture, title: 'Visa', text: 'File prepared with you until the decision.' },
];

export function HeroSection() {
  return (
    <Box className={classes.hero} py={{ base: 48, md: 88 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" radius="sm" tt="none" w="fit-content">
              Study-abroad consultancy
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 46 }} lh={1.1} style={{ letterSpacing: '-0.02em' }}>
              Your degree abroad, planned with people who do it every day.
            </Title>
            <Text fz="lg" c="dimmed" maw={520}>
              From the first conversation to the visa decision, one counselor follows your file: course choice,
              university applications, documents and the visa itself.
            </Text>
            <Group>
              <Button component="a" href="#enquiry" size="md">
                Make an enquiry
              </Button>
              <Button component="a" href="#destinations" size="md" variant="default">
                See destinations
              </Button>
            </Group>
          </Stack>
          <Paper withBorder radius="lg" p="xl" shadow="md">
            <Text fw={700} mb="lg">
              How we work with you
            </Text>
            <Stack gap="lg">
              {JOURNEY.map(({ icon: Icon, title, text }, index) => (
                <Group key={title} wrap="nowrap" align="flex-start" gap="md">
                  <ThemeIcon size={40} radius="xl" variant={index === 0 ? 'filled' : 'light'} aria-hidden>
                    <Icon size={20} stroke={1.7} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>
                      {index + 1}. {title}
                    </Text>
                    <Text c="dimmed" fz="sm">
                      {text}
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
