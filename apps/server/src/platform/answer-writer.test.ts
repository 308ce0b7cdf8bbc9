import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerWriter } from './answer-writer.ts';

const schema = z.object({
  name: z.string(),
  city: z.string().optional().default(''),
  note: z.string().nullable(),
  score: z.number().int().nullable().optional(),
  tags: z.array(z.enum(['a', 'b'])),
  // A property named as a keyword of JSON Schema is a property like any other.
  default: z.boolean(),
  counselor: z.object({ id: z.string() }).nullable(),
  outcome: z.union([z.object({ kind: z.literal('granted'), on: z.string() }), z.object({ kind: z.literal('none') })]),
});

const writerOf = (check: boolean) => answerWriter({ check })({ schema, method: 'GET', url: '/test' });
const answer = {
  name: 'Rahim "Ahmed"\n',
  note: null,
  tags: ['a', 'b'],
  default: true,
  counselor: { id: 'E-1', passwordHash: 'secret' },
  outcome: { kind: 'granted', on: '2026-11-29', by: 'someone' },
  passwordHash: 'secret',
};

describe('the answer writer', () => {
  for (const check of [false, true]) {
    it(`writes what zod's encode writes, and nothing the contract does not name${check ? ', checked' : ''}`, () => {
      const written = writerOf(check)(answer);
      expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(z.encode(schema, answer as never))));
      expect(JSON.parse(written)).toEqual({
        name: 'Rahim "Ahmed"\n',
        note: null,
        tags: ['a', 'b'],
        default: true,
        counselor: { id: 'E-1' },
        outcome: { kind: 'granted', on: '2026-11-29' },
      });
      expect(written).not.toContain('secret');
      // A value left out is not written as its default: the client's parse gives it.
      expect(written).not.toContain('city');
    });
  }

  it('writes a nullable object and number when they are set', () => {
    const written = writerOf(true)({ ...answer, counselor: null, score: 7, city: 'Dhaka', outcome: { kind: 'none' } });
    expect(JSON.parse(written)).toMatchObject({ counselor: null, score: 7, city: 'Dhaka', outcome: { kind: 'none' } });
  });

  it('refuses, when checking, an answer its contract does not allow', () => {
    const write = writerOf(true);
    expect(() => write({ ...answer, tags: ['c'] })).toThrow(/doesn't match the schema/);
    expect(() => write({ ...answer, score: 1.5 })).toThrow(/doesn't match the schema/);
  });
});
