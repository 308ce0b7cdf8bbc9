import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** SPEC.md 2.16: a missing value is shown as NA. */
export const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'NA' : String(value);

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
