import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './server-package.ts';

/**
 * A whole number from `min` to `max`, as an environment variable writes it: digits only, so "", "4.5" or "abc" is
 * refused with the range rather than read as 0 or NaN.
 */
function wholeNumber(min: number, max: number) {
  const range = `a whole number from ${min} to ${max}`;
  return z.string().trim().regex(/^\d+$/, range).transform(Number).pipe(z.number().min(min, range).max(max, range));
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: wholeNumber(0, 65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * Connections of the app's pool (the messages' listener keeps one; a download's COPY takes one of its own, outside
   * it). A smaller one for a PostgreSQL that allows few connections; 5 and 10 measured alike on two cores (issue 21).
   */
  DATABASE_POOL_SIZE: wholeNumber(2, 100).default(10),
  EMBEDDED_PG_PORT: wholeNumber(1024, 65535).default(54329),
  SESSION_SECRET: z.string().min(16).optional(),
  SESSION_DAYS: wholeNumber(1, 365).default(7),
  /**
   * Which proxies may say who the client is (X-Forwarded-For, -Proto, -Host): `false`, a number of proxy hops
   * in front of the app (`true` means one), or a comma-separated list of the proxies' addresses or CIDR ranges.
   * Never "every hop": a client could then name any address and pass the rate limits.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v): false | number | string => {
      if (v === 'false' || v === '0' || v === '') return false;
      if (v === 'true') return 1;
      return /^\d+$/.test(v) ? Number(v) : v;
    })
    .refine((v) => v === false || (typeof v === 'number' ? v <= 10 : /^[\d.:a-fA-F/, ]+$/.test(v)), {
      message: 'false, a number of proxy hops, or a comma-separated list of proxy addresses',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.resolve(SERVER_ROOT, '../web/dist')),
  REDIS_URL: z.string().url().optional(),
  UPLOAD_LIMIT_MB: wholeNumber(1, 1024).default(20),
  /** The most students one import's sheet may hold (rows below its header): a longer sheet is refused at upload. */
  IMPORT_ROW_LIMIT: wholeNumber(1, 1_000_000).default(200_000),
  UPLOAD_LINK_DAYS: wholeNumber(1, 365).default(30),
  /** What one student's upload link may take in 24 hours, in MB (staff uploads are not counted). */
  UPLOAD_LINK_DAILY_MB: wholeNumber(1, 100_000).default(200),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOGIN_RATE_LIMIT: wholeNumber(1, 1_000_000).default(10),
  /** Public enquiries and course applications accepted per address in ten minutes. */
  ENQUIRY_RATE_LIMIT: wholeNumber(1, 1_000_000).default(10),
  /** The mail server, e.g. `smtp://user:pass@mail.example.com:587` (`smtps://` for TLS on connect); unset: e-mail is off. */
  SMTP_URL: z.string().url().optional(),
  /** The sender of every e-mail. */
  MAIL_FROM: z.string().min(3).default('StudyDesk <no-reply@studydesk.local>'),
  /** The address people reach the app at: the links in e-mails (unsubscribe, upload, password reset) start with it. */
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  /** WhatsApp Cloud API (Meta): with both set, messages to students can go through WhatsApp; unset, click-to-chat only. */
  WHATSAPP_TOKEN: z.string().min(10).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'digits').optional(),
  /** The Graph API's address and version; tests point it at a local server. */
  WHATSAPP_API_URL: z
    .string()
    .url()
    .default('https://graph.facebook.com/v21.0')
    .transform((v) => v.replace(/\/+$/, '')),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

/** Every environment variable the server reads, parsed once (README lists them); one set empty counts as not set. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set empty (`PORT=` in a service file) is not set: its default, not 0 or a refused address.
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

/**
 * loadConfig for a command (the server, seed:demo): a variable set wrong is said in one line on
 * stderr ("Invalid configuration: PORT: a whole number from 0 to 65535") and the process ends with 1, without the
 * stack trace around it.
 */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
