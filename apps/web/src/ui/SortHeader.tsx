import { Group, Table, UnstyledButton } from '@mantine/core';
import type { ListSort } from '@studydesk/shared/lists';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a header sorts by: the name, or the age (a date or a number given in order, such as the Student ID). */
export type SortBy = 'name' | 'age';

/** Each sortable kind's two orders, and the one a click on its header asks for next. */
export const SORT_ORDERS: Record<
  SortBy,
  { ascending: ListSort; descending: ListSort; next: (now: ListSort) => ListSort }
> = {
  name: { ascending: 'name', descending: 'name-desc', next: (now) => (now === 'name' ? 'name-desc' : 'name') },
  age: { ascending: 'oldest', descending: 'newest', next: (now) => (now === 'newest' ? 'oldest' : 'newest') },
};

/** A column header that sorts its list (issue 19): the order it shows, and a click for the other way. */
export function SortHeader({
  label,
  by,
  sort,
  onSort,
  w,
}: {
  label: ReactNode;
  by: SortBy;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  w?: number;
}) {
  const order = SORT_ORDERS[by];
  const direction = sort === order.ascending ? 'ascending' : sort === order.descending ? 'descending' : undefined;
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction ?? 'none'} w={w}>
      <UnstyledButton onClick={() => onSort(order.next(sort))} fz="sm" fw={700}>
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} stroke={1.8} aria-hidden opacity={direction ? 1 : 0.5} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
