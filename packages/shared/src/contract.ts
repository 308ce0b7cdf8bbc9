import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API operation, for both sides: the server registers its route from it (path, schemas, OpenAPI summary) and
 * the web calls it with `api.call(contract, …)`. `path` is below /api/v1 with `:name` parameters; `response` is
 * the whole body of the success answer (`{ data }`, or `{ data, page }` of a paged list); none for a file.
 */
export interface Contract {
  method: HttpMethod;
  path: string;
  /** The OpenAPI group. */
  tag: string;
  summary: string;
  description: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** The success status when it is not 200 (201 for a creation). */
  status?: 200 | 201 | 202;
  /** A multipart upload or a file answer: OpenAPI says so, the web sends FormData or downloads. */
  kind?: 'json' | 'multipart' | 'file';
}

/** Declares a contract, keeping its exact types for both sides. */
export const contract = <const C extends Contract>(c: C): C => c;

/** The values a contract's path parameters take. */
export type ParamsOf<C extends Contract> = C['params'] extends z.ZodType ? z.input<C['params']> : undefined;

/** `/student/:studentId/advices` with `{ studentId: 10023 }`: each parameter encoded, none left out. */
export function pathOf(c: Pick<Contract, 'path'>, params?: Record<string, string | number>): string {
  return c.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${c.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A page's address with its query: only the values that are set, in the order given. */
export function withQuery(path: string, query?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
