import { Paper, Stack } from '@mantine/core';
import type { Commission } from '@studydesk/shared/commissions';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { CountedPager } from '../../../ui/Pager.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { CommissionEditModal } from '../components/CommissionEditModal.tsx';
import { CommissionWriteOffModal } from '../components/CommissionWriteOffModal.tsx';
import { LedgerAwaiting } from '../components/LedgerAwaiting.tsx';
import { LedgerClaims } from '../components/LedgerClaims.tsx';
import { LedgerFilters } from '../components/LedgerFilters.tsx';
import { LedgerSelectionBar } from '../components/LedgerSelectionBar.tsx';
import { LedgerTable } from '../components/LedgerTable.tsx';
import { LedgerTotals } from '../components/LedgerTotals.tsx';
import { claimability } from '../ledger-format.ts';
import { useCreateClaim, useLedger, usePartnerOptions } from '../ledger-queries.ts';
import {
  changeLedgerView,
  EMPTY_LEDGER_VIEW,
  isFiltered,
  type LedgerView,
  ledgerQuery,
  readLedgerView,
  writeLedgerView,
} from '../ledger-search.ts';

preloadTexts(['ledger']);
// The chart's library, below the table, is fetched beside the ledger's rows: the table does not wait for it.
const chart = import('../components/LedgerChart.tsx');
const LedgerChart = lazy(async () => ({ default: (await chart).LedgerChart }));

/** The rows picked for a claim, for the filter they were picked under: another filter starts afresh. */
function useSelection(filterKey: string) {
  const [selection, setSelection] = useState({ filterKey, rows: new Map<string, Commission>() });
  const rows = selection.filterKey === filterKey ? selection.rows : new Map<string, Commission>();
  const change = (update: (next: Map<string, Commission>) => void) => {
    const next = new Map(rows);
    update(next);
    setSelection({ filterKey, rows: next });
  };
  return { rows, change };
}

/**
 * Issue 18: the commission ledger. The filters are the page's address (the B2B commission list links to one
 * application's rows); the totals count every matching row; rows of one university are picked and claimed.
 */
export function LedgerPage() {
  const { t } = useTexts('ledger');
  const { user } = useAreaSession();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const view = readLedgerView(search);
  const query = ledgerQuery(view);
  const ledger = useLedger(query);
  const partners = usePartnerOptions();
  const claim = useCreateClaim();
  const [editing, setEditing] = useState<Commission | null>(null);
  const [writingOff, setWritingOff] = useState<Commission | null>(null);
  const selection = useSelection(writeLedgerView({ ...view, page: 1 }).toString());

  const go = (next: LedgerView) => setSearch(writeLedgerView(next));
  const rows = ledger.data?.data ?? [];
  // A picked row as it is now when this page shows it (a change meanwhile may have claimed it).
  const picked = [...selection.rows.values()].map((row) => rows.find((r) => r.id === row.id) ?? row);
  const toggle = (row: Commission, checked: boolean) =>
    selection.change((next) => (checked ? next.set(row.id, row) : next.delete(row.id)));
  const togglePage = (checked: boolean) =>
    selection.change((next) => {
      for (const row of rows.filter((r) => r.state === 'expected')) {
        if (checked) next.set(row.id, row);
        else next.delete(row.id);
      }
    });
  const check = claimability(picked);
  const makeClaim = () =>
    claim.mutate(
      { commissionIds: picked.map((row) => row.id), totalMinor: check.ok ? check.totalMinor : undefined },
      {
        onSuccess: (made) => {
          toast.success(t('claimMade', { number: made.number }));
          selection.change((next) => next.clear());
          void navigate(PAGES.claim.path(user.role, { claimId: made.id }));
        },
      },
    );
  const filtered = isFiltered(view);

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} description={t('description')} />
      <LedgerFilters
        view={view}
        partners={partners.data ?? []}
        onChange={(change) => go(changeLedgerView(view, change))}
        onClear={() => go(EMPTY_LEDGER_VIEW)}
      />
      <LedgerTotals totals={ledger.data?.totals} loading={ledger.isPending} />
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('rows')}>
        <Stack gap="md">
          <LedgerSelectionBar
            count={picked.length}
            check={check}
            busy={claim.isPending}
            onClaim={makeClaim}
            onClear={() => selection.change((next) => next.clear())}
          />
          <ListState
            loading={ledger.isPending}
            error={ledger.isError ? ledger.error : null}
            onRetry={() => void ledger.refetch()}
            empty={rows.length === 0 ? (filtered ? t('noMatch') : t('noCommission')) : null}
            hint={filtered ? t('noMatchHint') : t('noCommissionHint')}
          >
            <LedgerTable
              rows={rows}
              selection={{ selected: new Set(selection.rows.keys()), onToggle: toggle, onTogglePage: togglePage }}
              actions={{ onEdit: setEditing, onWriteOff: setWritingOff }}
              linkClaims
            />
          </ListState>
          <CountedPager
            paging={ledger.data?.page}
            shown={rows.length}
            busy={ledger.isFetching}
            onChange={(page) => go(changeLedgerView(view, { page }))}
          />
        </Stack>
      </Paper>
      <LedgerAwaiting />
      <Suspense fallback={null}>
        <LedgerChart />
      </Suspense>
      <LedgerClaims />
      <CommissionEditModal row={editing} onClose={() => setEditing(null)} />
      <CommissionWriteOffModal row={writingOff} onClose={() => setWritingOff(null)} />
    </Stack>
  );
}
