import { Paper, Stack } from '@mantine/core';
import type { University } from '@studydesk/shared/website-leads';
import { type ReactNode, useState } from 'react';
import { CatalogueFilterBar, NO_FILTER } from './CatalogueFilterBar.tsx';
import { UniversityResults } from './UniversityResults.tsx';

/** The filter bar and its result pages; a new search starts again at page 1. */
export function CatalogueSearch({
  cardActions,
  courseAction,
}: {
  cardActions?: (university: University) => ReactNode;
  courseAction?: (university: University, course: University['courses'][number]) => ReactNode;
}) {
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <CatalogueFilterBar
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
