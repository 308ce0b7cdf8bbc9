import type { CommissionFilter } from '@studydesk/shared/commissions';
import { pathOf } from '@studydesk/shared/contract';
import { moneyContracts as money } from '@studydesk/shared/contracts/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, callData } from '../../api/call.ts';
import { downloadFile } from '../../api/download.ts';

// The ledger's and the claims' calls (issue 18). Every change refreshes everything under `ledger`: a row's change
// moves the totals, the chart, the claims and what waits for an amount alike.

export const ledgerKeys = {
  all: ['ledger'] as const,
  rows: (filter: CommissionFilter) => ['ledger', 'rows', filter] as const,
  months: ['ledger', 'months'] as const,
  awaiting: ['ledger', 'awaiting'] as const,
  claims: (page: number) => ['ledger', 'claims', page] as const,
  claim: (id: string) => ['ledger', 'claim', id] as const,
  partners: ['ledger', 'partners'] as const,
  office: ['ledger', 'office'] as const,
};

/** A page of 50 rows and the totals per currency of every row the filter matches. */
export function useLedger(filter: CommissionFilter) {
  return useQuery({
    queryKey: ledgerKeys.rows(filter),
    queryFn: ({ signal }) => call(money.commissions, { query: filter, signal }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

export function useLedgerMonths() {
  return useQuery({
    queryKey: ledgerKeys.months,
    queryFn: ({ signal }) => callData(money.months, { signal }),
    meta: { errorsShownInline: true },
  });
}

/** Successful applications with no ledger row yet, to be entered by hand. */
export function useAwaitingCommissions() {
  return useQuery({
    queryKey: ledgerKeys.awaiting,
    queryFn: ({ signal }) => callData(money.awaiting, { signal }),
    meta: { errorsShownInline: true },
  });
}

/** A page of 20 claims, newest first, and how many there are. */
export function useClaims(page: number) {
  return useQuery({
    queryKey: ledgerKeys.claims(page),
    queryFn: ({ signal }) => call(money.claims, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

export function useClaim(id: string) {
  return useQuery({
    queryKey: ledgerKeys.claim(id),
    queryFn: ({ signal }) => callData(money.claim, { params: { id }, signal }),
    // A claim that is not there is shown as such, not as a toast.
    meta: { errorsShownInline: true },
  });
}

/** The partners to filter by. */
export function usePartnerOptions() {
  return useQuery({
    queryKey: ledgerKeys.partners,
    queryFn: ({ signal }) => callData(money.partners, { signal }),
    select: (partners) => partners.map((partner) => ({ value: partner.id, label: partner.name })),
    staleTime: 5 * 60_000,
  });
}

/** The office's currency: the one a hand-entered commission starts in, and the chart shows first. */
export function useOfficeCurrency() {
  return useQuery({
    queryKey: ledgerKeys.office,
    queryFn: ({ signal }) => callData(money.officeProfile, { signal }),
    select: (office) => office.currency,
    staleTime: 5 * 60_000,
    // Not set up yet is no failure here: the forms then start without a currency.
    meta: { errorsShownInline: true },
  });
}

function useRefreshLedger() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
}

type UpdateBody = z.input<typeof money.updateCommission.body>;

/** A change or a write-off of one row; refreshed either way, so a 409's newer row is what the user sees next. */
export function useUpdateCommission() {
  const refresh = useRefreshLedger();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBody }) =>
      callData(money.updateCommission, { params: { id }, body }),
    meta: { errorsShownInline: true },
    onSettled: refresh,
  });
}

export function useCreateCommission() {
  const refresh = useRefreshLedger();
  return useMutation({
    mutationFn: (body: z.input<typeof money.createCommission.body>) => callData(money.createCommission, { body }),
    meta: { errorsShownInline: true },
    onSettled: refresh,
  });
}

/**
 * Makes a claim of the selected rows for the total the screen shows; a refusal (rows changed meanwhile) is the
 * query client's toast.
 */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  const refresh = useRefreshLedger();
  return useMutation({
    mutationFn: (body: z.input<typeof money.createClaim.body>) => callData(money.createClaim, { body }),
    onSuccess: (claim) => queryClient.setQueryData(ledgerKeys.claim(claim.id), claim),
    onSettled: refresh,
  });
}

export function useReceiveClaim(id: string) {
  const refresh = useRefreshLedger();
  return useMutation({
    mutationFn: (body: z.input<typeof money.receiveClaim.body>) =>
      callData(money.receiveClaim, { params: { id }, body }),
    meta: { errorsShownInline: true },
    onSettled: refresh,
  });
}

/**
 * Takes back a payment recorded against the claim by mistake, on the claim's version the page shows; the answer is
 * the claim as it is now. A refusal (reversed already, the claim changed meanwhile) is the query client's toast.
 */
export function useReverseClaimPayment(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLedger();
  return useMutation({
    mutationFn: ({ paymentId, version }: { paymentId: string; version: number }) =>
      callData(money.reverseClaimPayment, { params: { id, paymentId }, body: { version } }),
    onSuccess: (claim) => queryClient.setQueryData(ledgerKeys.claim(claim.id), claim),
    onSettled: refresh,
  });
}

/** The claim invoice as a PDF, or its rows as a spreadsheet, saved under the name the server gives. */
export function useDownloadClaim() {
  return useMutation({
    mutationFn: ({ id, number, kind }: { id: string; number: string; kind: 'pdf' | 'xlsx' }) =>
      downloadFile(pathOf(kind === 'pdf' ? money.claimPdf : money.claimXlsx, { id }), {
        fileName: `${number}.${kind}`,
      }),
  });
}
