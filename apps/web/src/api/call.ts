import { type Contract, pathOf, withQuery } from '@studydesk/shared/contract';
import type { z } from 'zod';
import { apiRequest } from './client.ts';

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : unknown;
type DataOf<S> = Output<S> extends { data: infer D } ? D : never;

export interface CallInput<C extends Contract> {
  params?: Input<C['params']>;
  query?: Input<C['query']>;
  /** The JSON body, or the form of a multipart contract. */
  body?: Input<C['body']> | FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * One API operation of packages/shared/src/contracts: its method, its path with the parameters filled in, its
 * query and body; the whole answer checked by the contract's response schema. No path is written by hand.
 */
export function call<C extends Contract>(c: C, input: CallInput<C> = {}): Promise<Output<C['response']>> {
  const params = input.params as Record<string, string | number> | undefined;
  const path = withQuery(pathOf(c, params), input.query as Record<string, unknown> | undefined);
  return apiRequest<Output<C['response']>>(path, {
    method: c.method,
    body: input.body,
    schema: c.response as z.ZodType<Output<C['response']>> | undefined,
    wholeBody: true,
    signal: input.signal,
    timeoutMs: input.timeoutMs,
  });
}

/** The `data` of an operation whose answer is `{ data }`. */
export async function callData<C extends Contract>(c: C, input: CallInput<C> = {}): Promise<DataOf<C['response']>> {
  const answer = (await call(c, input)) as { data: DataOf<C['response']> };
  return answer.data;
}
