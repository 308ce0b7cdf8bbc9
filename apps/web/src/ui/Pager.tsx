import { Button, Group, Select, Text } from '@mantine/core';
import { useTexts } from '../i18n/use-texts.ts';

/** The page sizes a list offers (issue 19). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** How many rows match: exact, or at least `count` (a list stops counting at some point). */
export interface ListTotal {
  count: number;
  exact: boolean;
}

/**
 * SPEC.md 9: `<< previous` / `NEXT >>`. A list that counts its matches also says which rows are shown of how many,
 * and one that lets the size change offers 10, 25, 50 or 100 rows a page (issue 19).
 */
export function Pager({
  page,
  hasNext,
  busy,
  onChange,
  size,
  shown,
  total,
  onSize,
}: {
  page: number;
  hasNext: boolean;
  busy?: boolean;
  onChange: (page: number) => void;
  /** Rows a page, and how many this page shows. */
  size?: number;
  shown?: number;
  total?: ListTotal;
  onSize?: (size: number) => void;
}) {
  const { t, number } = useTexts('common');
  const first = size && shown ? (page - 1) * size + 1 : 0;
  const where =
    total && size && shown !== undefined
      ? t('rowsOfTotal', {
          first: number(first),
          last: number(first + Math.max(shown - 1, 0)),
          total: `${number(total.count)}${total.exact ? '' : '+'}`,
        })
      : null;
  return (
    <Group justify="space-between" gap="sm">
      <Button variant="default" size="xs" disabled={page <= 1 || busy} onClick={() => onChange(page - 1)}>
        {t('previous')}
      </Button>
      <Group gap="md" justify="center">
        <Text c="dimmed" fz="sm" aria-live="polite">
          {t('page', { page })}
          {where && ` · ${where}`}
        </Text>
        {onSize && size && (
          <Select
            aria-label={t('perPage')}
            size="xs"
            w={76}
            data={PAGE_SIZES.map(String)}
            value={String(size)}
            onChange={(value) => value && onSize(Number(value))}
            allowDeselect={false}
            comboboxProps={{ width: 90 }}
          />
        )}
      </Group>
      <Button variant="default" size="xs" disabled={!hasNext || busy} onClick={() => onChange(page + 1)}>
        {t('next')}
      </Button>
    </Group>
  );
}
