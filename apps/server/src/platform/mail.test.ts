import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createMail, SendFailure } from './mail.ts';

const sockets = new Set<Socket>();
const servers: Server[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A TCP server that runs `talk` on each connection it accepts; answers its port. */
async function tcpServer(talk: (socket: Socket) => void) {
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    talk(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** How a send to `url` ends: the SendFailure's outcome and text. */
async function failureOf(url: string) {
  const mail = createMail({ SMTP_URL: url, MAIL_FROM: 'Office <office@studydesk.test>' });
  const sent = mail.send({
    to: 'student@example.com',
    subject: 'Hi',
    html: '<p>Hi</p>',
    text: 'Hi',
    messageId: '<a@b>',
  });
  const error = await sent.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SendFailure);
  return { outcome: (error as SendFailure).outcome, message: (error as SendFailure).message };
}

describe('a send to a mail server', () => {
  it('that accepts the connection but never greets is retried: nothing was handed over', async () => {
    const port = await tcpServer(() => {});
    const failure = await failureOf(`smtp://127.0.0.1:${port}?greetingTimeout=300&connectionTimeout=2000`);
    expect(failure).toEqual({ outcome: 'retry', message: expect.stringMatching(/greeting/i) });
  });

  it('that goes silent after taking the message may have it: its fate is unknown', async () => {
    const port = await tcpServer((socket) => {
      socket.write('220 test ESMTP\r\n');
      let inData = false;
      socket.on('data', (chunk) => {
        for (const line of String(chunk).split('\r\n').filter(Boolean)) {
          if (inData) continue;
          if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 OK\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go on\r\n');
          }
        }
      });
    });
    const failure = await failureOf(`smtp://127.0.0.1:${port}?socketTimeout=300&greetingTimeout=2000`);
    expect(failure).toEqual({ outcome: 'unknown', message: expect.stringMatching(/timeout/i) });
  });
});
