import { z } from 'zod';

/** The orders a list offers (issue 19): the spec's newest first the default, oldest first, or by name either way. */
export const LIST_SORTS = ['newest', 'oldest', 'name', 'name-desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The page sizes a list offers (issue 19); the first is the spec's. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Where a page of a list that counts all its rows is, as the API answers it. */
export const pagingSchema = z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type Paging = z.infer<typeof pagingSchema>;

/** A page of a list as its query asks for it: the page, its size (at most 100) and the order. */
export const listPagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES[0]),
  sort: z.enum(LIST_SORTS).default('newest'),
});
