import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHourglass } from '@tabler/icons-react';

export interface ComingSoonProps {
  /** The screen's name as the spec words it, e.g. "Student List". */
  title: string;
  /** The feature that will build it, e.g. "student leads". */
  feature: string;
  /** What the screen will hold, in a sentence; without it a general line is shown. */
  description?: string;
  /** Dashboards show their own heading and embed only the panel. */
  withHeading?: boolean;
}

/** An honest placeholder for a screen that a later feature builds; it never shows made-up data. */
export function ComingSoon({ title, feature, description, withHeading = true }: ComingSoonProps) {
  useDocumentTitle(withHeading ? `${title} · StudyDesk` : '');
  return (
    <Stack gap="lg">
      {withHeading && <Title order={2}>{title}</Title>}
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" py="lg" maw={480} mx="auto" ta="center">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconHourglass size={28} stroke={1.6} />
          </ThemeIcon>
          <Badge variant="light" color="gray">
            Coming soon
          </Badge>
          <Text fw={600} fz="lg">
            {title} arrives with the {feature} feature.
          </Text>
          <Text c="dimmed" fz="sm">
            {description ?? 'This screen is part of StudyDesk and is being built; until then it shows nothing.'}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
