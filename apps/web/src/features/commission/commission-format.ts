import type { CommissionQuery } from '@studydesk/shared/contracts/commission';

/** SPEC.md 9: long links are shown as their first 12 characters and an ellipsis; no link is N/A. */
export function shortLink(link: string): string {
  if (!link) return 'N/A';
  return link.length > 12 ? `${link.slice(0, 12)}…` : link;
}

/** The commission calls' query: b2b and intake, trimmed, only when filled. */
export function commissionQuery(filter: { b2b: string; intake: string }): CommissionQuery {
  const b2b = filter.b2b.trim();
  const intake = filter.intake.trim();
  return { ...(b2b ? { b2b } : {}), ...(intake ? { intake } : {}) };
}
