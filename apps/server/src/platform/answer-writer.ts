/**
 * How a route's answer becomes JSON: fast-json-stringify, compiled once a route from the JSON Schema of its
 * contract's answer (what zod's encode would produce: the schema's input side). It writes only the properties the
 * contract names, as zod's encode did, at a sixth of its cost a page of students. Outside production each answer
 * is also checked by its zod schema and what was written compared with zod's encode of it, so a test fails on an
 * answer its contract does not allow or one the two would write apart.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type $ZodType, safeEncode, toJSONSchema } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

/** Keywords whose value maps names to schemas, not a schema itself. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

/**
 * The schema as fast-json-stringify should read it: no `default` (zod's encode leaves a missing value out, where
 * fast-json-stringify would write the default), and `anyOf: [X, { type: 'null' }]` as `type: [X's type, 'null']`,
 * which it writes without trying each.
 */
function forWriting(schema: unknown, isMap = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => forWriting(item));
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'default' && !isMap) continue;
    out[key] = isMap ? forWriting(value) : forWriting(value, SCHEMA_MAPS.has(key));
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (!isMap && anyOf?.length === 2) {
    const [some, none] = anyOf[1]?.type === 'null' ? anyOf : [anyOf[1], anyOf[0]];
    if (none?.type === 'null' && some && typeof some.type === 'string' && Object.keys(none).length === 1) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...some, type: [some.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of what a zod schema's encode writes. */
function answerJsonSchema(schema: $ZodType): Schema {
  const json = toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as JsonSchema;
  return forWriting(json) as Schema;
}

/** Fastify's serializer compiler: one writer a route's answer schema; `check` adds zod's check of each answer. */
export function answerWriter({ check }: { check: boolean }) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    const zodSchema = schema as $ZodType;
    // Compiled at the route's first answer: all of them at start would add half a second to it.
    let compiled: ((data: unknown) => string) | undefined;
    const write = (data: unknown) => {
      compiled ??= fastJsonStringify(answerJsonSchema(zodSchema));
      return compiled(data);
    };
    if (!check) return write;
    return (data: unknown) => {
      const result = safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const written = write(data);
      // What zod's encode would have written, whatever the order of the keys.
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(result.data))))
        throw new Error(`${method} ${url}: written otherwise than zod's encode writes it: ${written}`);
      return written;
    };
  };
}
