import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpOptions {
  /** Listen on this port (to come back where a stopped server was); any free one by default. */
  port?: number;
  /** Answers 550 for these recipients. */
  rejects?: (address: string) => boolean;
  /** Holds each message this long before accepting it: a send is then "in flight" for that long. */
  holdMs?: number;
  /** Called as each message's data begins to arrive, with how many began before it. */
  onDataStart?: (earlier: number) => void;
}

/** A real SMTP server in the test process: what the product sends arrives in `received`, parsed. */
export async function startSmtp(options: TestSmtpOptions = {}) {
  const received: ParsedMail[] = [];
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejects?.(address.address)) {
        const error = Object.assign(new Error('No such user here'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      options.onDataStart?.(started);
      started += 1;
      simpleParser(stream)
        .then(async (mail) => {
          if (options.holdMs) await new Promise((resolve) => setTimeout(resolve, options.holdMs));
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // a client killed mid-message resets its connection: that is what the fault tests do, not a failure
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
