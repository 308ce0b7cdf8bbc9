import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The answer does not have the declared type: zod's own serializer reports it (a 500 that names the path). */
class Mismatch extends Error {}

type Project = (value: unknown) => unknown;

const primitive =
  (type: 'string' | 'number' | 'boolean'): Project =>
  (value) => {
    // zod's number refuses NaN and the infinities, which JSON.stringify would write as null.
    if (typeof value !== type || (type === 'number' && !Number.isFinite(value))) throw new Mismatch();
    return value;
  };

const oneOf =
  (values: readonly unknown[]): Project =>
  (value) => {
    if (!values.includes(value)) throw new Mismatch();
    return value;
  };

/**
 * A copy of an answer with exactly the fields its schema declares, each checked for its type, or undefined
 * for a schema with anything zod itself must run (transforms, defaults, unions, records, loose objects).
 * Refinements of a declared type (lengths, formats) are not checked again on the way out.
 */
function projector(schema: z.core.$ZodType): Project | undefined {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return primitive(def.type);
    case 'null':
      return oneOf([null]);
    case 'enum':
      return oneOf(Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return oneOf(def.values as unknown[]);
    case 'date':
      return (value) => {
        if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new Mismatch();
        return value;
      };
    case 'nullable': {
      const inner = projector(def.innerType as z.core.$ZodType);
      return inner && ((value) => (value === null ? null : inner(value)));
    }
    case 'optional': {
      const inner = projector(def.innerType as z.core.$ZodType);
      return inner && ((value) => (value === undefined ? undefined : inner(value)));
    }
    case 'array': {
      const element = projector(def.element as z.core.$ZodType);
      return (
        element &&
        ((value) => {
          if (!Array.isArray(value)) throw new Mismatch();
          return value.map(element);
        })
      );
    }
    case 'object': {
      if (def.catchall) return undefined;
      const fields: [string, Project][] = [];
      for (const [key, field] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        const project = projector(field);
        if (!project) return undefined;
        fields.push([key, project]);
      }
      return (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Mismatch();
        const source = value as Record<string, unknown>;
        const copy: Record<string, unknown> = {};
        for (const [key, project] of fields) {
          const field = project(source[key]);
          if (field !== undefined) copy[key] = field;
        }
        return copy;
      };
    }
    default:
      return undefined;
  }
}

/**
 * Answers as their zod schemas declare them, without running zod's full parse on every answer: a student
 * page (ten students of ~60 fields) took 170 µs in zod's encode, more than its query. Only declared fields
 * are written, each checked for its type; an answer that does not fit, and any schema the projector does
 * not know, goes through fastify-type-provider-zod's serializer as before.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const viaZod = zodSerializerCompiler(route);
  const schema = route.schema;
  const project = schema instanceof z.core.$ZodType ? projector(schema) : undefined;
  if (!project) return viaZod;
  return (data) => {
    let projected: unknown;
    try {
      projected = project(data);
    } catch (error) {
      if (error instanceof Mismatch) return viaZod(data);
      throw error;
    }
    return JSON.stringify(projected);
  };
};
