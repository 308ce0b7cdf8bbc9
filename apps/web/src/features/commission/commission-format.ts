/** SPEC.md 9: long links are shown as their first 12 characters and an ellipsis; no link is N/A. */
export function shortLink(link: string): string {
  if (!link) return 'N/A';
  return link.length > 12 ? `${link.slice(0, 12)}…` : link;
}

/** The commission calls' query: b2b and intake only when filled. */
export function commissionQuery(filter: { b2b: string; intake: string }): string {
  const params = new URLSearchParams();
  if (filter.b2b.trim()) params.set('b2b', filter.b2b.trim());
  if (filter.intake.trim()) params.set('intake', filter.intake.trim());
  const query = params.toString();
  return query ? `?${query}` : '';
}
