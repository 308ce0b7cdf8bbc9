import { Button, Group, Text } from '@mantine/core';

/** SPEC.md 9: `<< previous` / `NEXT >>`; the server tells whether there is a next page, not how many there are. */
export function Pager({
  page,
  hasNext,
  busy,
  onChange,
}: {
  page: number;
  hasNext: boolean;
  busy?: boolean;
  onChange: (page: number) => void;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Button variant="default" size="xs" disabled={page <= 1 || busy} onClick={() => onChange(page - 1)}>
        {'<< previous'}
      </Button>
      <Text c="dimmed" fz="sm" aria-live="polite">
        Page {page}
      </Text>
      <Button variant="default" size="xs" disabled={!hasNext || busy} onClick={() => onChange(page + 1)}>
        {'NEXT >>'}
      </Button>
    </Group>
  );
}
