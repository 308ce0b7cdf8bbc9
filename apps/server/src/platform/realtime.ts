import { NOTIFICATION_EVENT, type Notification } from '@studydesk/shared/notifications';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { findActor, SESSION_COOKIE } from './auth/sessions.ts';
import { sameSiteOrigin } from './origin.ts';

export interface Realtime {
  /** Sends each notification to every open tab of its recipient (on any server instance). */
  publish: (notifications: { recipientId: string; notification: Notification }[]) => void;
  /** Closes the open sockets of ended sessions (sign-out), or of every session of an employee, on every instance. */
  disconnect: (ended: { sessionIds?: string[]; employeeId?: string }) => void;
  /** How many sockets are connected to this instance (the Software Engineer's status page). */
  connectedClients: () => number;
}

const roomOf = (employeeUuid: string) => `employee:${employeeUuid}`;
const sessionRoomOf = (sessionId: string) => `session:${sessionId}`;

/** A cookie's value; undefined when absent or not valid percent-encoding (no session, not a crash). */
function cookieValue(header: string | undefined, name: string) {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

// setTimeout's longest delay (about 24.8 days); a later end is waited for in steps.
const LONGEST_DELAY = 2 ** 31 - 1;

/** A socket lives no longer than its session: it is closed when the session ends by time, as on sign-out. */
function closeAtExpiry(socket: Socket, expiresAt: Date) {
  let timer: NodeJS.Timeout;
  const wait = () => {
    const left = expiresAt.getTime() - Date.now();
    if (left <= 0) socket.disconnect(true);
    else timer = setTimeout(wait, Math.min(left, LONGEST_DELAY));
  };
  wait();
  socket.on('disconnect', () => clearTimeout(timer));
}

/**
 * socket.io on /socket.io, on the app's own HTTP server. A socket is authenticated by the session
 * cookie at the handshake and joins its employee's room; with REDIS_URL the Redis adapter carries
 * events between instances.
 */
export async function attachRealtime(app: FastifyInstance, db: Db, config: Config): Promise<Realtime> {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // A page of another site may not open a socket with our cookie.
    allowRequest: (request, callback) => callback(null, sameSiteOrigin(request.headers.origin, request.headers.host)),
  });

  const redisClients: Redis[] = [];
  if (config.REDIS_URL) {
    // Loaded only when configured: a single instance starts without them.
    const [{ Redis }, { createAdapter }] = await Promise.all([import('ioredis'), import('@socket.io/redis-adapter')]);
    const pub = new Redis(config.REDIS_URL, { lazyConnect: true });
    const sub = pub.duplicate();
    pub.on('error', (error) => app.log.error({ err: error }, 'redis publisher'));
    sub.on('error', (error) => app.log.error({ err: error }, 'redis subscriber'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
  }

  io.use(async (socket, next) => {
    const token = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
    const actor = token ? await findActor(db, token).catch(() => null) : null;
    if (!actor) return next(new Error('Sign in to continue.'));
    socket.data.employeeId = actor.id;
    await socket.join([roomOf(actor.id), sessionRoomOf(actor.sessionId)]);
    closeAtExpiry(socket, actor.sessionExpiresAt);
    next();
  });

  app.addHook('onClose', async () => {
    io.disconnectSockets(true);
    await io.close();
    await Promise.all(redisClients.map((client) => client.quit()));
  });

  return {
    publish: (items) => {
      for (const { recipientId, notification } of items)
        io.to(roomOf(recipientId)).emit(NOTIFICATION_EVENT, notification);
    },
    disconnect: ({ sessionIds = [], employeeId }) => {
      const rooms = sessionIds.map(sessionRoomOf);
      if (employeeId) rooms.push(roomOf(employeeId));
      if (rooms.length) io.in(rooms).disconnectSockets(true);
    },
    connectedClients: () => io.engine.clientsCount,
  };
}
