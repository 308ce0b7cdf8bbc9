import { COMMISSION_STATES, type CommissionFilter, type CommissionState } from '@studydesk/shared/commissions';
import { z } from 'zod';

/** Everything the ledger keeps in its address, so a filtered ledger can be bookmarked and linked to. */
export interface LedgerView {
  university?: string;
  partnerId?: string;
  intake?: string;
  state?: CommissionState;
  overdue: boolean;
  /** Set by the B2B commission list's "Ledger" link: the rows of one application. */
  applicationId?: string;
  page: number;
}

export const EMPTY_LEDGER_VIEW: LedgerView = { overdue: false, page: 1 };

const uuid = z.uuid();
const text = (value: string | null, max: number) => value?.trim().slice(0, max) || undefined;

/** The view an address asks for; what is missing or not understood there is left out (the whole ledger). */
export function readLedgerView(search: URLSearchParams): LedgerView {
  const partner = search.get('partner') ?? '';
  const applicationId = search.get('applicationId') ?? '';
  return {
    university: text(search.get('university'), 200),
    partnerId: uuid.safeParse(partner).success ? partner : undefined,
    intake: text(search.get('intake'), 50),
    state: COMMISSION_STATES.find(([state]) => state === search.get('state'))?.[0],
    overdue: search.get('overdue') === 'true',
    applicationId: uuid.safeParse(applicationId).success ? applicationId : undefined,
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
  };
}

/** The address of a view: only what is set, in a fixed order, the first page left out. */
export function writeLedgerView(view: LedgerView): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['university', view.university],
    ['partner', view.partnerId],
    ['intake', view.intake],
    ['state', view.state],
    ['overdue', view.overdue ? 'true' : undefined],
    ['applicationId', view.applicationId],
    ['page', view.page > 1 ? String(view.page) : undefined],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** A change of filter goes back to the first page; a change of page keeps the filter. */
export function changeLedgerView(view: LedgerView, change: Partial<LedgerView>): LedgerView {
  return { ...view, ...change, page: change.page ?? 1 };
}

/** What GET /commissions is asked. */
export function ledgerQuery(view: LedgerView): CommissionFilter {
  return {
    university: view.university,
    partnerId: view.partnerId,
    intake: view.intake,
    state: view.state,
    overdue: view.overdue ? 'true' : undefined,
    applicationId: view.applicationId,
    page: view.page,
  };
}

/** Whether any filter narrows the ledger (the empty state then says to widen it). */
export const isFiltered = (view: LedgerView) => writeLedgerView({ ...view, page: 1 }).toString() !== '';
