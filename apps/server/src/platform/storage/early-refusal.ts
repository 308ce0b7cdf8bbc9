import type { FastifyInstance } from 'fastify';

/**
 * An answer sent before the request's body was read to its end (a 415 after the first bytes of an upload, a
 * 413, a 401 or 403 before the form is read) closes the connection. Otherwise the socket stays open with the
 * rest of the body unread: the browser keeps sending into a full window, never reads the answer that is already
 * there, and the upload hangs at whatever fraction had fitted. Closing makes the browser's send fail, and it then
 * reads the answer and shows its message.
 */
export function closeAfterEarlyAnswer(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}
