import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';

/** The StudyDesk wordmark; `size` sets the scale for the top bar and the public pages. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={large ? 36 : 30} radius="md" variant="filled" aria-hidden>
        <IconSchool size={large ? 22 : 18} stroke={1.8} />
      </ThemeIcon>
      <Text fw={700} fz={large ? 22 : 18} lh={1} style={{ letterSpacing: '-0.02em' }}>
        Study
        <Text span inherit c="blue">
          Desk
        </Text>
      </Text>
    </Group>
  );
}
