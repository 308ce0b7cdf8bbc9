import type { Import, ImportSettings, ImportStatus, PreviewRow } from '@studydesk/shared/imports';
import { AUTO_ASSIGN } from '@studydesk/shared/students';
import { isApiError } from '../../api/client.ts';

/** The Super Admin's choices before a run, as the form keeps them (the body of preview and run). */
export type ImportChoices = Required<ImportSettings>;

/** What the form starts with: the server's guess per column, counselors in turn, possible duplicates skipped. */
export function initialChoices(job: Pick<Import, 'guesses'>): ImportChoices {
  return { mapping: [...job.guesses], counselor: AUTO_ASSIGN, duplicates: 'skip', choices: {} };
}

/** While the server works on an import, the page asks how far it is. */
export const BUSY_STATUSES: readonly ImportStatus[] = ['queued', 'running', 'undoing'];
export const isBusy = (status: ImportStatus) => BUSY_STATUSES.includes(status);

/** Where the server's refusal of the choices is shown: next to a column, above the columns, at the counselor. */
export interface ChoiceErrors {
  /** By column index (`mapping.2` is the third column). */
  columns: Record<number, string>;
  mapping: string | null;
  counselor: string | null;
  /** Whatever no input shows: the error's own message when it names no field. */
  other: string | null;
}

export const NO_ERRORS: ChoiceErrors = { columns: {}, mapping: null, counselor: null, other: null };

export function choiceErrors(error: Error | null): ChoiceErrors {
  if (!error) return NO_ERRORS;
  if (!isApiError(error) || !error.fields) return { ...NO_ERRORS, other: error.message };
  const found: ChoiceErrors = { ...NO_ERRORS, columns: {} };
  const rest: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    const column = /^mapping\.(\d+)$/.exec(field)?.[1];
    if (column !== undefined) found.columns[Number(column)] = message;
    else if (field === 'mapping') found.mapping = message;
    else if (field === 'counselor') found.counselor = message;
    else rest.push(message);
  }
  return { ...found, other: rest.length > 0 ? rest.join(' ') : null };
}

/** The preview's summary: how many rows would be new students, possible duplicates, or refused. */
export function previewCounts(rows: readonly PreviewRow[]) {
  const counts = { ok: 0, duplicate: 0, error: 0 };
  for (const row of rows) counts[row.verdict] += 1;
  return counts;
}

/** A few values of a column from the sample rows, to recognise it by. */
export function sampleOf(job: Pick<Import, 'sample'>, column: number, count = 3): string[] {
  return job.sample
    .map((row) => row[column]?.trim() ?? '')
    .filter(Boolean)
    .slice(0, count);
}
