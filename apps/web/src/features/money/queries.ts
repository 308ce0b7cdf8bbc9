import { pathOf } from '@studydesk/shared/contract';
import { moneyContracts as money } from '@studydesk/shared/contracts/money';
import type { AgreementInput, OfficeProfile, PartnerInput } from '@studydesk/shared/money';
import type { Payment, PaymentInput } from '@studydesk/shared/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callData } from '../../api/call.ts';
import { downloadFile } from '../../api/download.ts';
import type { ShownInline } from '../../api/query-client.ts';
import { applicationKeys } from '../applications/queries.ts';
import { ledgerKeys } from './ledger-queries.ts';

// Partners, agreements, the money settings and the students' payments (issue 18); the ledger's and the claims'
// calls are ledger-queries.ts.

export const moneyKeys = {
  all: ['money'] as const,
  partners: ['money', 'partners'] as const,
  partnerNames: ['money', 'partners', 'names'] as const,
  agreements: ['money', 'agreements'] as const,
  office: ['money', 'office'] as const,
  allRates: ['money', 'rates'] as const,
  rates: (year: number) => ['money', 'rates', year] as const,
  payments: (studentId: number) => ['money', 'payments', studentId] as const,
};

/** Every partner, active first; the application form offers the active ones. */
/** The active partners' names, for an application's B2B field (Super Admin, Accounts and admin Officers). */
export function usePartnerNames() {
  return useQuery({
    queryKey: moneyKeys.partnerNames,
    queryFn: ({ signal }) => callData(money.partnerNames, { signal }),
    staleTime: 60_000,
  });
}

export function usePartners() {
  return useQuery({
    queryKey: moneyKeys.partners,
    queryFn: ({ signal }) => callData(money.partners, { signal }),
    staleTime: 60_000,
    meta: { errorsShownInline: true },
  });
}

/**
 * A partner's or agreement's change shows in the ledger (a partner's name, a row count) and in the applications (a
 * renamed partner), so those are refreshed with it.
 */
function useRefreshMoney(key: readonly string[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    ]);
}

/** Adds a partner (no id) or saves one; the screen shows the refusals itself (a taken name next to the field). */
export function useSavePartner() {
  const refresh = useRefreshMoney(moneyKeys.partners);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PartnerInput }) =>
      id ? callData(money.updatePartner, { params: { id }, body }) : callData(money.createPartner, { body }),
    meta: { errorsShownInline: true },
    onSuccess: refresh,
  });
}

/** A partner in use is refused (409): the screen tells to deactivate it instead. */
export function useDeletePartner() {
  const refresh = useRefreshMoney(moneyKeys.partners);
  return useMutation({
    mutationFn: (id: string) => callData(money.deletePartner, { params: { id } }),
    meta: { errorsShownInline: true },
    onSuccess: refresh,
  });
}

export function useAgreements() {
  return useQuery({
    queryKey: moneyKeys.agreements,
    queryFn: ({ signal }) => callData(money.agreements, { signal }),
    meta: { errorsShownInline: true },
  });
}

export function useSaveAgreement() {
  const refresh = useRefreshMoney(moneyKeys.agreements);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AgreementInput }) =>
      id ? callData(money.updateAgreement, { params: { id }, body }) : callData(money.createAgreement, { body }),
    meta: { errorsShownInline: true },
    onSuccess: refresh,
  });
}

export function useDeleteAgreement() {
  const refresh = useRefreshMoney(moneyKeys.agreements);
  return useMutation({
    mutationFn: (id: string) => callData(money.deleteAgreement, { params: { id } }),
    meta: { errorsShownInline: true },
    onSuccess: refresh,
  });
}

/** The office's name, address and currency, as printed on claims and receipts. */
export function useOfficeProfile({ errorsShownInline }: ShownInline = {}) {
  return useQuery({
    queryKey: moneyKeys.office,
    queryFn: ({ signal }) => callData(money.officeProfile, { signal }),
    staleTime: 5 * 60_000,
    meta: { errorsShownInline },
  });
}

/**
 * Super Admin only; the new currency is the ledger's first too, and the rates listed are those into it (the ones
 * entered against the former currency no longer apply), so both are read again.
 */
export function useSaveOfficeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeProfile) => callData(money.saveOfficeProfile, { body }),
    meta: { errorsShownInline: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(moneyKeys.office, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.allRates }),
      ]);
    },
  });
}

export function useRates(year: number) {
  return useQuery({
    queryKey: moneyKeys.rates(year),
    queryFn: ({ signal }) => callData(money.rates, { query: { year }, signal }),
    meta: { errorsShownInline: true },
  });
}

/** Enters (or replaces) one month's rate of one currency. */
export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof money.saveRate.body>) => callData(money.saveRate, { body }),
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.allRates }),
  });
}

/** A student's payments and balance; an unknown student is shown on the page, not as a toast. */
export function useStudentPayments(studentId: number | null) {
  return useQuery({
    queryKey: moneyKeys.payments(studentId ?? 0),
    queryFn: ({ signal }) => callData(money.payments, { params: { studentId: studentId ?? 0 }, signal }),
    enabled: studentId !== null,
    meta: { errorsShownInline: true },
  });
}

/** The answer is the student's payments with the new one: it replaces the list; a 409 refreshes it instead. */
export function useRecordPayment(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentInput) => callData(money.recordPayment, { params: { studentId }, body }),
    meta: { errorsShownInline: true },
    onSuccess: (answer) => queryClient.setQueryData(moneyKeys.payments(studentId), answer),
    onError: () => queryClient.invalidateQueries({ queryKey: moneyKeys.payments(studentId) }),
  });
}

/** A payment's receipt, saved as the PDF the server names (`receipt-R-000123.pdf`). */
export function useDownloadReceipt(studentId: number) {
  return useMutation({
    mutationFn: (payment: Payment) =>
      downloadFile(pathOf(money.receipt, { studentId, id: payment.id }), {
        fileName: `receipt-${payment.receiptNumber}.pdf`,
      }),
  });
}
