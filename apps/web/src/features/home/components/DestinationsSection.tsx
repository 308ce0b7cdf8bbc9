import { Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from './home.module.css';

const DESTINATIONS = [
  {
    code: 'UK',
    name: 'United Kingdom',
    text: "One-year master's degrees and a post-study work route after graduation.",
  },
  { code: 'US', name: 'USA', text: 'The widest choice of universities, with practical training after the degree.' },
  { code: 'CA', name: 'Canada', text: 'Colleges and universities with a post-graduation work permit.' },
  { code: 'AU', name: 'Australia', text: 'Strong universities and a temporary graduate visa after study.' },
  {
    code: 'DE',
    name: 'Germany',
    text: 'Public universities with low or no tuition fees and many English-taught courses.',
  },
  {
    code: 'MY',
    name: 'Malaysia',
    text: 'Affordable study close to home, including branch campuses of foreign universities.',
  },
];

export function DestinationsSection() {
  return (
    <Box className={classes.band} id="destinations" py={{ base: 56, md: 80 }}>
      <Container size="lg">
        <Stack gap="xs" mb={40} maw={620}>
          <Text c="blue" fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            Destinations
          </Text>
          <Title order={2} fz={{ base: 28, sm: 34 }}>
            Six countries we know well
          </Title>
          <Text c="dimmed">Rules change; your counselor checks the current ones for your intake.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {DESTINATIONS.map(({ code, name, text }) => (
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
                    {name}
                  </Title>
                  <Text c="dimmed" fz="sm">
                    {text}
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
