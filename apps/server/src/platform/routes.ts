import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Jobs } from './jobs.ts';
import type { Realtime } from './realtime.ts';
import type { Storage } from './storage/driver.ts';

export interface AppDeps {
  db: Db;
  config: Config;
  realtime: Realtime;
  storage: Storage;
  /** The job queue, when this process runs one (main.ts starts it; most tests do without). */
  jobs?: Jobs;
}

/** A module's routes: a Fastify plugin with zod types, given the app's dependencies. */
export type AppRoutes = FastifyPluginAsync<AppDeps, import('fastify').RawServerDefault, ZodTypeProvider>;
