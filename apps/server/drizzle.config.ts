import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // schema.ts holds the spec's tables; each capability after it keeps its tables in db/schema/<module>.ts
  schema: ['./apps/server/src/db/schema.ts', './apps/server/src/db/schema/*.ts'],
  out: './apps/server/src/db/migrations',
});
