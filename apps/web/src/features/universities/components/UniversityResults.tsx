import { Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { UNIVERSITY_PAGE_SIZE, type University } from '@studydesk/shared/website-leads';
import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { type CatalogueFilter, useUniversities } from '../queries.ts';
import { UniversityCard } from './UniversityCard.tsx';

/** The result cards of a filter, 10 a page with numbered page buttons; Loading... while the first page comes. */
export function UniversityResults({
  filter,
  page,
  onPage,
  cardActions,
  courseAction,
}: {
  filter: CatalogueFilter;
  page: number;
  onPage: (page: number) => void;
  cardActions?: (university: University) => ReactNode;
  courseAction?: (university: University, course: University['courses'][number]) => ReactNode;
}) {
  const { t, number } = useTexts('universities');
  const list = useUniversities(filter, page);
  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / UNIVERSITY_PAGE_SIZE);
  if (list.isPending) {
    return (
      <Center py="xl">
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{t('catalogue.loading')}</Text>
        </Group>
      </Center>
    );
  }
  return (
    <ListState
      loading={false}
      error={list.isError ? list.error : null}
      onRetry={() => list.refetch()}
      empty={total === 0 ? t('catalogue.empty') : null}
      hint={t('catalogue.hint')}
    >
      <Stack gap="md">
        <Text c="dimmed" fz="sm" aria-live="polite">
          {t('catalogue.count', { count: total, formatted: number(total) })}
          {list.isFetching && t('catalogue.updating')}
        </Text>
        {list.data?.universities.map((university) => (
          <UniversityCard
            key={university._id}
            university={university}
            actions={cardActions?.(university)}
            courseAction={courseAction && ((course) => courseAction(university, course))}
          />
        ))}
        {pages > 1 && (
          <Center>
            <Pagination total={pages} value={page} onChange={onPage} aria-label={t('catalogue.pages')} />
          </Center>
        )}
      </Stack>
    </ListState>
  );
}
