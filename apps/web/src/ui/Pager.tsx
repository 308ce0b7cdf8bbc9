import { Button, Group, Select, Text } from '@mantine/core';
import { PAGE_SIZES, type Paging } from '@studydesk/shared/lists';
import { useTexts } from '../i18n/use-texts.ts';

/** How many rows match: exact, or at least `count` (a list stops counting at some point). */
export interface ListTotal {
  count: number;
  exact: boolean;
}

interface Position {
  page: number;
  /** Rows a page, and how many this page shows. */
  size?: number;
  shown?: number;
  total?: ListTotal;
  onSize?: (size: number) => void;
}

/**
 * Where a page is (issue 19): its number and, for a list that counts its matches, which rows it shows of how many;
 * for one that lets the size change, 10, 25, 50 or 100 rows a page.
 */
export function PagePosition({ page, size, shown, total, onSize, withPage = true }: Position & { withPage?: boolean }) {
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
    <Group gap="md" justify="center">
      <Text c="dimmed" fz="sm" aria-live="polite">
        {[withPage && t('page', { page }), where].filter(Boolean).join(' · ')}
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
  );
}

/** SPEC.md 9: `<< previous` / `NEXT >>`, with where the page is between them. */
export function Pager({
  hasNext,
  busy,
  onChange,
  ...position
}: Position & { hasNext: boolean; busy?: boolean; onChange: (page: number) => void }) {
  const { t } = useTexts('common');
  const { page } = position;
  return (
    <Group justify="space-between" gap="sm">
      <Button variant="default" size="xs" disabled={page <= 1 || busy} onClick={() => onChange(page - 1)}>
        {t('previous')}
      </Button>
      <PagePosition {...position} />
      <Button variant="default" size="xs" disabled={!hasNext || busy} onClick={() => onChange(page + 1)}>
        {t('next')}
      </Button>
    </Group>
  );
}

/** The Pager of a list answered with its `paging`, showing `shown` rows; nothing while one page holds them all. */
export function CountedPager({
  paging,
  shown,
  busy,
  onChange,
}: {
  paging: Paging | undefined;
  shown: number;
  busy?: boolean;
  onChange: (page: number) => void;
}) {
  if (!paging || paging.total <= paging.size) return null;
  return (
    <Pager
      page={paging.page}
      size={paging.size}
      shown={shown}
      total={{ count: paging.total, exact: true }}
      hasNext={paging.page * paging.size < paging.total}
      busy={busy}
      onChange={onChange}
    />
  );
}
