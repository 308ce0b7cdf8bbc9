import type { ChecklistState } from '@studydesk/shared/checklists';

export const STATE_COLORS: Record<ChecklistState, string> = {
  requested: 'gray',
  uploaded: 'blue',
  verified: 'teal',
  rejected: 'red',
};

/** A key for a document a template adds, from its name ("Police clearance" → policeClearance), unused so far. */
export function newItemKey(label: string, taken: ReadonlySet<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const camel = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]?.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  const base = (/^[a-z]/.test(camel) ? camel : `document${camel}`).slice(0, 32);
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}${n}`;
  return key;
}
