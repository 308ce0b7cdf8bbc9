import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { appSecret } from '../../platform/secrets.ts';

/**
 * The website visitor's cookie: `{profileId}.{signature}`, set by the enquiry, so the same browser can
 * apply to courses and see its applications without an account. It is httpOnly and holds nothing secret.
 */
export const VISITOR_COOKIE = 'sd_visitor';
const MAX_AGE_DAYS = 90;

const sign = (secret: string, profileId: string) =>
  createHmac('sha256', secret).update(`visitor|${profileId}`).digest('base64url');

export async function setVisitor(db: Db, request: FastifyRequest, reply: FastifyReply, profileId: string) {
  const secret = await appSecret(db, 'visitor-cookie');
  reply.setCookie(VISITOR_COOKIE, `${profileId}.${sign(secret, profileId)}`, {
    path: '/api/v1/public',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: MAX_AGE_DAYS * 24 * 3600,
  });
}

export function clearVisitor(reply: FastifyReply) {
  reply.clearCookie(VISITOR_COOKIE, { path: '/api/v1/public' });
}

/** The profile id of a correctly signed visitor cookie, or undefined. */
export async function visitorOf(db: Db, request: FastifyRequest) {
  const [profileId, given] = (request.cookies[VISITOR_COOKIE] ?? '').split('.');
  if (!profileId || !given) return undefined;
  const expected = Buffer.from(sign(await appSecret(db, 'visitor-cookie'), profileId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? profileId : undefined;
}
