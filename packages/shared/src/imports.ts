import { z } from 'zod';
import { messageLanguageOfText } from './message-languages.ts';
import { counselorChoiceSchema } from './students.ts';

/**
 * Bringing an office's students in from a spreadsheet (issue 19): the student fields a column can fill, with the
 * headers offices and other CRMs use for them (compared without case, spaces or punctuation).
 */
export const IMPORT_FIELDS = [
  { key: 'fullName', label: 'Full name', required: true, aliases: ['name', 'studentname', 'student', 'fullname'] },
  {
    key: 'phoneNumber',
    label: 'Phone number',
    required: true,
    aliases: ['phone', 'mobile', 'mobileno', 'mobilenumber', 'phoneno', 'contact', 'contactno', 'cell', 'whatsapp'],
  },
  { key: 'email', label: 'Email', required: false, aliases: ['email', 'mail', 'emailaddress', 'emailid'] },
  { key: 'dob', label: 'Date of birth', required: false, aliases: ['dob', 'dateofbirth', 'birthdate', 'birthday'] },
  { key: 'passportNumber', label: 'Passport number', required: false, aliases: ['passport', 'passportno'] },
  {
    key: 'parentPhone',
    label: 'Parent phone',
    required: false,
    aliases: ['parentphone', 'guardianphone', 'parentsphone', 'fatherphone', 'parentmobile'],
  },
  { key: 'street', label: 'Street', required: false, aliases: ['street', 'address', 'streetaddress'] },
  { key: 'city', label: 'City', required: false, aliases: ['city', 'town', 'district'] },
  { key: 'postalCode', label: 'Postal code', required: false, aliases: ['postalcode', 'postcode', 'zip', 'zipcode'] },
  { key: 'country', label: 'Country', required: false, aliases: ['country', 'nationality'] },
  {
    key: 'chosenCountryName',
    label: 'Destination country',
    required: false,
    aliases: ['destination', 'destinationcountry', 'preferredcountry', 'studycountry', 'interestedcountry'],
  },
  { key: 'universityChoice', label: 'University', required: false, aliases: ['university', 'universitychoice'] },
  { key: 'course', label: 'Course', required: false, aliases: ['course', 'program', 'programme', 'subject'] },
  { key: 'intake', label: 'Intake', required: false, aliases: ['intake', 'session', 'semester'] },
  { key: 'overall', label: 'English score', required: false, aliases: ['ielts', 'overall', 'score', 'bandscore'] },
  {
    key: 'messageLanguage',
    label: 'Messages in',
    required: false,
    aliases: ['language', 'messagelanguage', 'preferredlanguage', 'languageofmessages'],
  },
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number]['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key) as [ImportField, ...ImportField[]];

const squash = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Fields whose cells say whether a column holds them: a column headed "Language" none of whose sample cells names a
 * language (an English test's, say: "IELTS 6.5") is not guessed to be "Messages in", which would make every row a
 * problem. One cell naming a language is enough, so a column of languages with a typo in it is still guessed.
 */
const CELLS_FIT: Partial<Record<ImportField, (cell: string) => boolean>> = {
  messageLanguage: (cell) => messageLanguageOfText(cell) !== null,
};

function cellsFit(field: ImportField, cells: readonly string[]) {
  const fits = CELLS_FIT[field];
  const written = cells.filter((cell) => cell.trim() !== '');
  return !fits || written.length === 0 || written.some(fits);
}

/**
 * The field each column most likely holds, by its header (and for some fields its cells in `sample`, the file's
 * first rows); a field is guessed for one column at most.
 */
export function guessMapping(
  columns: readonly string[],
  sample: readonly (readonly string[])[] = [],
): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return columns.map((column, i) => {
    const key = squash(column);
    const cells = sample.map((row) => row[i] ?? '');
    const field = IMPORT_FIELDS.find(
      (f) =>
        !taken.has(f.key) &&
        (squash(f.label) === key || (f.aliases as readonly string[]).includes(key)) &&
        cellsFit(f.key, cells),
    );
    if (!field) return null;
    taken.add(field.key);
    return field.key;
  });
}

/** What a possible duplicate's row does: leave it out, fill the empty fields of the student found, or add it anyway. */
export const DUPLICATE_ACTIONS = ['skip', 'fill', 'create'] as const;
export const duplicateActionSchema = z.enum(DUPLICATE_ACTIONS);
export type DuplicateAction = z.infer<typeof duplicateActionSchema>;

/** The Super Admin's choices before a run: one field (or none) per column, the counselor, and what duplicates do. */
export const importSettingsSchema = z
  .object({
    /** One entry per column of the file, in its order: the field it fills, or null to leave the column out. */
    mapping: z.array(z.enum(IMPORT_FIELD_KEYS).nullable()).min(1).max(200),
    /** A counselor's account id, or `auto`: in turn among the counselors present today, fewest open students first. */
    counselor: counselorChoiceSchema,
    /** What every possible duplicate does unless its row says otherwise (`choices`). */
    duplicates: duplicateActionSchema,
    /** Per row of the file (its number, the header being row 1): what that possible duplicate does. */
    choices: z
      .record(z.string().regex(/^\d{1,7}$/), duplicateActionSchema)
      .optional()
      .default({}),
  })
  .superRefine((value, ctx) => {
    const seen = new Map<string, number>();
    value.mapping.forEach((field, index) => {
      if (!field) return;
      const first = seen.get(field);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['mapping', index],
          message: `${labelOf(field)} is already filled by column ${first + 1}: map each field once`,
        });
      }
      seen.set(field, index);
    });
    for (const field of IMPORT_FIELDS.filter((f) => f.required)) {
      if (!seen.has(field.key)) {
        ctx.addIssue({ code: 'custom', path: ['mapping'], message: `Choose the column that holds ${field.label}` });
      }
    }
  });
export type ImportSettings = z.input<typeof importSettingsSchema>;

/** A field's label (a key that is no field, as a validation issue may name, is shown as it is). */
export const labelOf = (field: string) => IMPORT_FIELDS.find((f) => f.key === field)?.label ?? field;

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed', 'undoing', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One import as the page shows it: the file, its columns, what was chosen, and how far the run is. */
export const importSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  columns: z.array(z.string()),
  /** The first rows under the header, to recognise each column by. */
  sample: z.array(z.array(z.string())),
  guesses: z.array(z.enum(IMPORT_FIELD_KEYS).nullable()),
  status: z.enum(IMPORT_STATUSES),
  /** How far the file has been read, 0 to 100. */
  progress: z.number(),
  rowsDone: z.number(),
  created: z.number(),
  filled: z.number(),
  skipped: z.number(),
  rejected: z.number(),
  /** Of the students it added, those its undo left live because staff or the student worked on them since. */
  kept: z.number(),
  error: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.coerce.date(),
  finishedAt: z.coerce.date().nullable(),
  undoneAt: z.coerce.date().nullable(),
});
export type Import = z.infer<typeof importSchema>;

/** A row of the preview: what the run would do with it. */
export const previewRowSchema = z.object({
  row: z.number(),
  values: z.record(z.string(), z.string()),
  /** ok: a new student; duplicate: a possible duplicate of `match`; error: refused, for `problems`. */
  verdict: z.enum(['ok', 'duplicate', 'error']),
  problems: z.array(z.string()),
  match: z
    .object({
      /** null: no student yet, an earlier row of the same file (the reason names it). */
      studentId: z.number().nullable(),
      fullName: z.string(),
      counselor: z.string().nullable(),
      reason: z.string(),
    })
    .nullable(),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const importIdParamsSchema = z.object({ importId: z.uuid('Not an import') });
