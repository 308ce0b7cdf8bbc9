import { Center, Loader, Select, Stack } from '@mantine/core';
import { STUDENT_STATUSES, type StudentStatus } from '@studydesk/shared/students';
import type { BoardCard } from '@studydesk/shared/tasks';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { STATUS_LOOK } from '../../../ui/student-status.ts';
import { taskKeys, useBoardColumn } from '../queries.ts';
import { BoardColumn } from './BoardColumn.tsx';

const FIRST: StudentStatus = STUDENT_STATUSES[0];

/**
 * How many students each status holds, as far as the columns already loaded tell ("50+" when there are more pages):
 * a status not opened yet, or changed by a move since, says nothing until it is opened.
 */
function useKnownCounts(counselor: string | null): Partial<Record<StudentStatus, string>> {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  // a string, so that the snapshot compares equal while nothing changed
  const joined = useSyncExternalStore(subscribe, () =>
    STUDENT_STATUSES.map((status) => {
      const state = client.getQueryState<InfiniteData<{ data: BoardCard[]; page: { hasNext: boolean } }>>(
        taskKeys.column(status, counselor),
      );
      if (!state?.data || state.isInvalidated) return '';
      const count = state.data.pages.reduce((sum, page) => sum + page.data.length, 0);
      return state.data.pages.at(-1)?.page.hasNext ? `${count}+` : String(count);
    }).join('|'),
  );
  const counts = joined.split('|');
  return Object.fromEntries(STUDENT_STATUSES.flatMap((status, i) => (counts[i] ? [[status, counts[i]]] : [])));
}

/**
 * The board on a phone: one status at a time, chosen above it, its column the screen's width; cards move from their
 * Move menus. It opens on the first status holding any of the user's students, found by loading the columns in
 * order and stopping at the first one with a card (the officer's and visa desks' first columns are empty); every
 * column so loaded is the one the picker shows later, not loaded again.
 */
export function PhoneBoard({
  counselor,
  onMove,
}: {
  counselor: string | null;
  onMove?: (card: BoardCard, status: StudentStatus) => void;
}) {
  const { t } = useTexts('tasks');
  const [picked, setPicked] = useState<StudentStatus | null>(null);
  const [search, setSearch] = useState({ counselor, status: FIRST, done: false });
  // another counselor's board (Super Admin) is searched afresh, unless a status was picked
  if (search.counselor !== counselor) setSearch({ counselor, status: FIRST, done: false });
  const searching = !picked && !search.done;
  const shown = picked ?? search.status;
  // the shown column's own query (BoardColumn reads the same): no request of its own
  const column = useBoardColumn(shown, counselor);
  const loaded = !column.isPending;
  const empty = column.isSuccess && column.data.pages.every((page) => page.data.length === 0);
  useEffect(() => {
    if (!searching || !loaded) return;
    const next = STUDENT_STATUSES[STUDENT_STATUSES.indexOf(search.status) + 1];
    // a column with students, or one that failed (it says why), is where the search ends; none at all: the first
    if (!empty) setSearch((s) => ({ ...s, done: true }));
    else setSearch((s) => (next ? { ...s, status: next } : { ...s, status: FIRST, done: true }));
  }, [searching, loaded, empty, search.status]);
  const counts = useKnownCounts(counselor);
  return (
    <Stack gap="sm">
      <Select
        label={t('stage')}
        data={STUDENT_STATUSES.map((status) => {
          const label = STATUS_LOOK[status].label;
          const count = counts[status];
          return { value: status, label: count ? t('stageWithCount', { label, value: count }) : label };
        })}
        value={searching ? null : shown}
        placeholder={t('findingYourStudents')}
        allowDeselect={false}
        onChange={(status) => status && setPicked(status as StudentStatus)}
      />
      {searching ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('findingYourStudents')} />
        </Center>
      ) : (
        <BoardColumn status={shown} counselor={counselor} onMove={onMove} />
      )}
    </Stack>
  );
}
