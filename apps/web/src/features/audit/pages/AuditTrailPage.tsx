import { Paper, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { type AuditTrailFilter, EMPTY_FILTER, filterFromSearch, filterToSearch } from '../audit-format.ts';
import { AuditFilterBar } from '../components/AuditFilterBar.tsx';
import { AuditTable } from '../components/AuditTable.tsx';
import { useAuditTrail } from '../queries.ts';

/**
 * The audit trail (Super Admin and Software Engineer): every change to a student, document, application or
 * account, newest first. The filter lives in the address, so a record's "History" link opens it filtered.
 */
export function AuditTrailPage() {
  const { t } = useTexts('audit');
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const trail = useAuditTrail(filter, page);
  const events = trail.data?.data ?? [];
  const go = (next: AuditTrailFilter, nextPage = 1) => setSearch(filterToSearch(next, nextPage));
  const filtered = filterToSearch(filter).toString() !== '';

  return (
    <Stack gap="lg">
      <PageTitle title={t('auditTrail')} description={t('everyChangeToStudentsDocuments')} />
      <Paper withBorder radius="md" p="md">
        <AuditFilterBar applied={filter} onApply={(next) => go(next)} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListState
            loading={trail.isPending}
            error={trail.isError ? trail.error : null}
            onRetry={() => void trail.refetch()}
            empty={
              events.length === 0 ? (filtered ? 'No changes match these filters' : 'No changes recorded yet') : null
            }
            hint={
              filtered
                ? 'Widen the dates or clear a filter.'
                : 'Every change to students, employees, applications and documents is recorded here as it is made.'
            }
          >
            <AuditTable
              events={events}
              onRecord={(recordType, recordId) => go({ ...EMPTY_FILTER, recordType, recordId })}
            />
          </ListState>
          {(page > 1 || trail.data?.page.hasNext) && (
            <Pager
              page={page}
              hasNext={trail.data?.page.hasNext ?? false}
              busy={trail.isFetching}
              onChange={(next) => go(filter, next)}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
