import { z } from 'zod';

/** Every successful answer keeps the spec's shape: `{ "data": ... }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/**
 * A PATCH body: only the fields it names change, and it must name at least one besides `ignored` (an id);
 * an empty change is refused as a 400 on `body` instead of reaching the database.
 */
export const somethingToChange = <T extends z.ZodObject>(schema: T, ignored: string[] = []) =>
  schema.refine(
    (value) => Object.entries(value).some(([key, v]) => v !== undefined && !ignored.includes(key)),
    'Name at least one field to change',
  );
