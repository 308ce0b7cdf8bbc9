import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value on a card: a small uppercase label over the value ("—" when there is none). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div">
        {children || '—'}
      </Text>
    </div>
  );
}
