import { isApiError } from '../api/client.ts';
import { toast } from './toast.ts';

/** After a failed check the first field with an error gets the focus, so the reason is where the user looks. */
export function focusFirstError() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
}

/** Splits the server's `fields` into those a form shows next to an input (`known`) and the messages of the rest. */
export function splitServerFields(
  fields: Record<string, string>,
  shown: (field: string) => boolean,
): { known: Record<string, string>; other: string[] } {
  const known: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    if (shown(field)) known[field] = message;
    else other.push(message);
  }
  return { known, other };
}

/** Whether `path` ('email', 'education.englishTest', 'courses.0.subject') names a value of the form. */
function hasPath(values: object, path: string): boolean {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

/** What applyServerErrors needs of a form: Mantine's useForm() has both; a form kept in useState passes its own. */
export interface ErrorsTarget {
  setErrors(errors: Record<string, string>): void;
  /** The form's values; a server field is shown when it names one of them (unless `fields` says which). */
  getValues?(): object;
}

export interface ServerErrorOptions {
  /** The fields shown next to an input, when they are not (all) the form's values. */
  fields?: readonly string[];
  /**
   * How a message that no input shows is told: a red toast unless the screen says otherwise; `false` when the
   * screen shows the message itself or the query client already toasts it (a mutation without errorsShownInline).
   */
  toast?: 'error' | 'warning' | false;
}

/**
 * The one way a form shows a failed submit (docs/architecture.md, convention 5): the server's field errors next
 * to the inputs the form has, with the first of them focused; the messages of other fields, or the error's own
 * message when it names no field the form shows, as a toast. Answers whether an input shows the error.
 */
export function applyServerErrors(form: ErrorsTarget, error: Error, options: ServerErrorOptions = {}): boolean {
  const { fields, toast: kind = 'error' } = options;
  const tell = (message: string) => {
    if (kind) toast[kind](message);
  };
  if (!isApiError(error) || !error.fields) {
    tell(error.message);
    return false;
  }
  const values = form.getValues?.() ?? {};
  const shown = fields ? (field: string) => fields.includes(field) : (field: string) => hasPath(values, field);
  const { known, other } = splitServerFields(error.fields, shown);
  if (Object.keys(known).length === 0) {
    tell(other.join(' ') || error.message);
    return false;
  }
  form.setErrors(known);
  focusFirstError();
  if (other.length > 0) tell(other.join(' '));
  return true;
}
