import { z } from 'zod';

/** Every successful answer keeps the spec's shape: `{ "data": ... }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
