import cookie from '@fastify/cookie';
import { authSession, errorResponse, refreshSessionRequest, signOutRequest } from '@forkcast/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { authRateLimit } from './auth-rate-limit.js';
import type { SessionService } from './session-service.js';
import type { createSignInHandoffs } from './sign-in-handoffs.js';
import { HANDOFF_COOKIE, HANDOFF_COOKIE_PATH } from './sign-in.routes.js';

export interface SessionRoutesOptions {
  sessions: SessionService;
  handoffs: ReturnType<typeof createSignInHandoffs>;
}

/** Session lifecycle: pick up a finished sign-in, refresh (rotating), sign out with a scope. */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { sessions, handoffs }) => {
  await app.register(cookie);
  const secure = app.config.publicOrigin.startsWith('https:');

  app.post(
    '/session',
    {
      config: { public: true, rateLimit: authRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the one-time sign-in cookie for a session',
        description: 'The OAuth callback leaves an httpOnly cookie; the web app calls this once on load. 204 when there is none.',
        security: [],
        response: { 200: authSession, 204: z.null(), 401: errorResponse },
      },
    },
    async (request, reply) => {
      const code = request.cookies[HANDOFF_COOKIE];
      if (!code) return reply.code(204).send(null);
      reply.clearCookie(HANDOFF_COOKIE, { path: HANDOFF_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
      const userId = await handoffs.redeem(code);
      if (!userId) throw new AppError('UNAUTHENTICATED', 'Sign-in expired or already used. Please sign in again.');
      return sessions.create(userId, request.headers['user-agent']);
    },
  );

  app.post(
    '/refresh',
    {
      config: { public: true, rateLimit: authRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: 'New access token for a refresh token; the refresh token rotates',
        security: [],
        body: refreshSessionRequest,
        response: { 200: authSession, 401: errorResponse },
      },
    },
    async (request) => sessions.refresh(request.body.refresh_token),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: global (every device), local (this session) or others (all but this one)',
        body: signOutRequest.nullish(),
        response: { 204: z.null(), 401: errorResponse },
      },
    },
    async (request, reply) => {
      await sessions.signOut({ ...request.user, sessionId: request.sessionId }, request.body?.scope ?? 'global');
      return reply.code(204).send(null);
    },
  );
};
