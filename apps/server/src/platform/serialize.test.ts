import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serialize.ts';

const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const page = z.object({
  data: z.array(
    z.object({
      _id: z.string(),
      n: z.number(),
      status: z.enum(['follow-up', 'enrolled']),
      counselor: z.object({ id: z.string() }).nullable(),
      note: z.string().optional(),
      at: z.date(),
    }),
  ),
});

describe('the answer serializer', () => {
  it('writes only the declared fields, in the order of the schema', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const text = compile(page)({
      data: [{ passwordHash: 'x', at, counselor: { id: 'c', secret: 1 }, status: 'enrolled', n: 1, _id: 'a' }],
      extra: true,
    });
    expect(text).toBe(
      '{"data":[{"_id":"a","n":1,"status":"enrolled","counselor":{"id":"c"},"at":"2026-01-02T03:04:05.678Z"}]}',
    );
  });

  it('refuses an answer that does not fit its schema, as zod does', () => {
    const serialize = compile(page);
    for (const bad of [{ _id: 1 }, { _id: 'a', n: Number.NaN }, { _id: 'a', n: 1, status: 'lost' }]) {
      expect(() =>
        serialize({ data: [{ counselor: null, at: new Date(), n: 1, status: 'enrolled', ...bad }] }),
      ).toThrow();
    }
    expect(() =>
      serialize({ data: [{ _id: 'a', n: 1, status: 'enrolled', counselor: 'c', at: new Date() }] }),
    ).toThrow();
  });

  it('leaves schemas with unions to zod', () => {
    const serialize = compile(z.object({ v: z.union([z.string(), z.number()]) }));
    expect(serialize({ v: 1, extra: 1 })).toBe('{"v":1}');
    expect(() => serialize({ v: true })).toThrow();
  });
});
