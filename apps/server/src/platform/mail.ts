import { createHash } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

/** One e-mail as the mail server gets it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The Message-ID header, the same for every attempt of one message (see `messageIdFor`). */
  messageId: string;
  headers?: Record<string, string>;
}

/**
 * How a send ended when it did not succeed: `retry` when the server certainly did not take the message (it could
 * not be reached, or it answered "try later"), `refused` when it never will (it rejected the address or the
 * message), `unknown` when the connection broke after the message was handed over: it may have arrived.
 */
export type SendOutcome = 'retry' | 'refused' | 'unknown';

export class SendFailure extends Error {
  constructor(
    message: string,
    readonly outcome: SendOutcome,
  ) {
    super(message);
  }
}

export interface Mail {
  /** Whether e-mail goes out at all (SMTP_URL is set); without it messages wait in the outbox. */
  enabled: boolean;
  from: string;
  /** Sends one e-mail; throws a SendFailure. */
  send(mail: OutgoingMail): Promise<void>;
}

/** The mail server of SMTP_URL through nodemailer; e-mail is off without it. */
export function createMail(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mail {
  const from = config.MAIL_FROM;
  if (!config.SMTP_URL) {
    return {
      enabled: false,
      from,
      send: async () => {
        throw new SendFailure('E-mail is off: SMTP_URL is not set.', 'retry');
      },
    };
  }
  const url = config.SMTP_URL;
  // nodemailer is loaded with the first e-mail, not at every start of the server.
  let transport: Promise<Transporter> | undefined;
  const transportReady = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        // bounded, so a hung server ends an attempt well inside the outbox's lease
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    enabled: true,
    from,
    send: async (mail) => {
      try {
        await (await transportReady()).sendMail({ from, ...mail });
      } catch (error) {
        throw asSendFailure(error);
      }
    },
  };
}

type SmtpError = Error & { responseCode?: number; code?: string; originalCode?: string; timeoutType?: string };

/** Failures that happen before a message is handed over: the server was not reached, or refused the session. */
const BEFORE_HANDOVER = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EDNS',
  'EAUTH',
  'ETLS',
  'EENVELOPE',
]);

/**
 * nodemailer's timeouts (all ETIMEDOUT) while the session is being set up: connecting, waiting for the greeting, a
 * STARTTLS upgrade. The message is sent only after these, so none of them can have handed it over; only an idle
 * socket's timeout (SOCKET_TIMEOUT) may come after the server took it.
 */
const SETUP_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);

/**
 * Reads nodemailer's error: an SMTP answer says what the server decided (4xx: later, 5xx: never). Without one, the
 * message certainly did not go only when the server was never reached, refused the session or timed out setting it
 * up; a connection that broke or went silent later may have broken after the message was taken, so its fate is
 * unknown.
 */
export function asSendFailure(error: unknown): SendFailure {
  const e = error as SmtpError;
  const text = e?.message ?? String(error);
  if (typeof e?.responseCode === 'number') {
    return new SendFailure(text, e.responseCode >= 500 ? 'refused' : 'retry');
  }
  const before =
    BEFORE_HANDOVER.has(e?.code ?? '') ||
    BEFORE_HANDOVER.has(e?.originalCode ?? '') ||
    (e?.code === 'ETIMEDOUT' && SETUP_TIMEOUTS.has(e.timeoutType ?? ''));
  return new SendFailure(text, before ? 'retry' : 'unknown');
}

/** A stable Message-ID for an outbox message: every attempt of one message carries the same. */
export function messageIdFor(idempotencyKey: string, from: string) {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'studydesk.local';
  const hash = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<outbox.${hash}@${domain}>`;
}

/** A plain check of an e-mail address's shape: one @, something before it, a dotted domain after it. */
export function isMailAddress(address: string) {
  return /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]{2,}$/.test(address.trim());
}
