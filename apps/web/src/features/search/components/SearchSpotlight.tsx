import '@mantine/spotlight/styles.css';
import { Box, Group, Loader, Stack, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import type { Session } from '@studydesk/shared/auth';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { showPhone } from '../../../ui/office-phone.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { SHORTEST, useSearch } from '../queries.ts';
import { searchLinks } from '../search-links.ts';

const [searchStore, searchActions] = createSpotlight();

/** Opens the search window (the top bar's box and Ctrl+K). */
export const openSearch = searchActions.open;

/** One found record: what it is, a line about it, and where it opens. */
interface Found {
  id: string;
  label: string;
  description: string;
  to: string;
  right?: React.ReactNode;
}

/** The search window: results grouped by kind as one types, each opening its page in the user's area. */
export function SearchSpotlight({ session }: { session: Session }) {
  const { t } = useTexts('search');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = useSearch(query);
  const role = session.user.role;
  const results = query.trim().length >= SHORTEST ? search.data : undefined;

  const groups: { label: string; items: Found[] }[] = results
    ? [
        {
          label: t('students'),
          items: results.students.flatMap((s) => {
            const to = searchLinks.student(role, s);
            const owner = s.counselor?.name ?? t('noCounselor');
            return to
              ? [
                  {
                    id: `student-${s.studentId}`,
                    label: `${s.fullName} (${s.studentId})`,
                    description: `${owner} · ${showPhone(s.phoneNumber)} · ${t(`matched.${s.matched}`)}`,
                    to,
                    right: <StatusBadge status={s.status} />,
                  },
                ]
              : [];
          }),
        },
        {
          label: t('employees'),
          items: results.employees.flatMap((e) => {
            const to = searchLinks.employee(role, e);
            const state = e.active ? '' : ` · ${t('inactive')}`;
            return to
              ? [{ id: `employee-${e._id}`, label: e.name, description: `${e.employeeId} · ${e.email}${state}`, to }]
              : [];
          }),
        },
        {
          label: t('universities'),
          items: results.universities.flatMap((u) => {
            const to = searchLinks.university(role, u);
            return to ? [{ id: `university-${u._id}`, label: u.name, description: u.country, to }] : [];
          }),
        },
        {
          label: t('leads'),
          items: results.leads.flatMap((l) => {
            const to = searchLinks.lead(role, l);
            const student = l.studentId === null ? t('notConverted') : t('converted', { studentId: l.studentId });
            return to
              ? [
                  {
                    id: `lead-${l._id}`,
                    label: l.name,
                    description: `${showPhone(l.phone)} · ${l.email} · ${student}`,
                    to,
                  },
                ]
              : [];
          }),
        },
      ].filter((group) => group.items.length > 0)
    : [];

  // A failed search shows its reason and Try again in the window, not "Searching…" for ever.
  const failed = query.trim().length >= SHORTEST && !search.isFetching ? search.error : null;
  const waiting = query.trim().length >= SHORTEST && !failed && (search.isFetching || !results);
  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight="70vh"
    >
      <Spotlight.Search
        placeholder={t('searchPlaceholder')}
        aria-label={t('search')}
        leftSection={<IconSearch size={18} stroke={1.6} />}
        rightSection={waiting ? <Loader size="xs" aria-label={t('searching')} /> : null}
      />
      <Spotlight.ActionsList aria-label={t('search')}>
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.label} label={group.label}>
            {group.items.map((item) => (
              <Spotlight.Action key={item.id} onClick={() => navigate(item.to)}>
                {/* Wrapped, never truncated: the list's scroll area would grow sideways to fit a line that does not wrap. */}
                <Group wrap="nowrap" justify="space-between" w="100%" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text fz="sm" fw={500}>
                      {item.label}
                    </Text>
                    <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.description}
                    </Text>
                  </Stack>
                  {item.right && <Box style={{ flexShrink: 0 }}>{item.right}</Box>}
                </Group>
              </Spotlight.Action>
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {failed && (
          <Box p="sm">
            <LoadFailed title={t('theResultsCouldNotBe')} error={failed} onRetry={() => void search.refetch()} />
          </Box>
        )}
        {groups.length === 0 && !failed && (
          <Spotlight.Empty>
            {query.trim().length < SHORTEST
              ? t('typeToSearch')
              : waiting
                ? t('searching')
                : t('nothingFound', { q: query.trim() })}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
