import { Select } from '@mantine/core';
import type { ListSort } from '@studydesk/shared/lists';
import { SORT_ORDERS, type SortBy } from './SortHeader.tsx';

/** A sortable column's two orders in words. */
const IN_WORDS: Record<SortBy, { ascending: string; descending: string }> = {
  name: { ascending: 'A to Z', descending: 'Z to A' },
  age: { ascending: 'oldest first', descending: 'newest first' },
};

/**
 * A list shown as cards on a phone has no headers to click: its sortable columns' orders are offered in one select,
 * e.g. "Name, A to Z".
 */
export function SortSelect({
  columns,
  sort,
  onSort,
}: {
  columns: { label: string; by: SortBy }[];
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}) {
  const data = columns.flatMap(({ label, by }) =>
    (['ascending', 'descending'] as const).map((way) => ({
      value: SORT_ORDERS[by][way],
      label: `${label}, ${IN_WORDS[by][way]}`,
    })),
  );
  return (
    <Select
      label="Sort by"
      data={data}
      value={sort}
      allowDeselect={false}
      onChange={(value) => {
        if (value && value !== sort) onSort(value as ListSort);
      }}
    />
  );
}
