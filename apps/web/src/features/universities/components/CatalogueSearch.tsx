import { Paper, Stack } from '@mantine/core';
import type { University } from '@studydesk/shared/website-leads';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CatalogueFilterBar, NO_FILTER } from './CatalogueFilterBar.tsx';
import { UniversityResults } from './UniversityResults.tsx';

/**
 * The filter bar and its result pages; a new search starts again at page 1. `?country=` starts it in a country (a
 * university found by the top bar's search opens its country's catalogue).
 */
export function CatalogueSearch({
  cardActions,
  courseAction,
}: {
  cardActions?: (university: University) => ReactNode;
  courseAction?: (university: University, course: University['courses'][number]) => ReactNode;
}) {
  const [params] = useSearchParams();
  const [initial] = useState(() => ({ ...NO_FILTER, country: params.get('country') ?? '' }));
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <CatalogueFilterBar
          initial={initial}
          onApply={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      </Paper>
      <UniversityResults
        filter={filter}
        page={page}
        onPage={setPage}
        cardActions={cardActions}
        courseAction={courseAction}
      />
    </Stack>
  );
}
