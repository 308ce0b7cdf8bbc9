import { Anchor, Checkbox } from '@mantine/core';
import type { Commission } from '@studydesk/shared/commissions';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { instalmentText } from '../ledger-format.ts';
import type { RowActions } from './LedgerRowActions.tsx';

// What the ledger's table and its phone cards share.

/** Rows picked for a claim: only expected rows have a box to tick. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onToggle: (row: Commission, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
}

export interface LedgerRowsProps {
  rows: Commission[];
  selection?: RowSelection;
  actions?: RowActions;
  /** Each row's claim number links to its claim (not on the claim's own page). */
  linkClaims?: boolean;
}

export const AMOUNT_STYLE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The claim a row is on, as a link to it. */
export function ClaimLink({ row }: { row: Commission }) {
  const { t } = useTexts('ledger');
  const { user } = useAreaSession();
  if (!row.claimId || !row.claimNumber) return null;
  return (
    <Anchor
      component={Link}
      to={PAGES.claim.path(user.role, { claimId: row.claimId })}
      fz="xs"
      aria-label={t('openClaim', { number: row.claimNumber })}
    >
      {row.claimNumber}
    </Anchor>
  );
}

/** The box that picks a row for a claim, named after the row for screen readers. */
export function RowCheckbox({ row, selection }: { row: Commission; selection: RowSelection }) {
  const { t } = useTexts('ledger');
  if (row.state !== 'expected') return null;
  return (
    <Checkbox
      aria-label={t('selectRow', { name: row.studentName, instalment: instalmentText(row) })}
      checked={selection.selected.has(row.id)}
      onChange={(event) => selection.onToggle(row, event.currentTarget.checked)}
    />
  );
}
