import cookie from '@fastify/cookie';
import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../errors.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { authRateLimit } from './auth-rate-limit.js';
import type { SessionService } from './session-service.js';
import type { SignInHandoffService } from './sign-in-handoff-service.js';
import { HANDOFF_COOKIE, HANDOFF_COOKIE_PATH } from './sign-in.routes.js';

export interface SessionRoutesOptions {
  sessions: SessionService;
  handoffs: SignInHandoffService;
}

/** Session lifecycle: pick up a finished sign-in (and acknowledge it), refresh (rotating), sign out with a scope. */
export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (app, { sessions, handoffs }) => {
  await app.register(cookie);
  const secure = app.config.publicOrigin.startsWith('https:');
  const limited = { config: { rateLimit: authRateLimit(app.config) } };
  const clearHandoffCookie = (reply: FastifyReply) =>
    reply.clearCookie(HANDOFF_COOKIE, { path: HANDOFF_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });

  // A successful pick-up leaves the cookie in place: one whose answer never arrived can be made again.
  endpointRoute(
    app,
    endpoints.pickUpSignIn,
    async (request, reply) => {
      const code = request.cookies[HANDOFF_COOKIE];
      if (!code) return reply.code(204).send(null);
      const session = await handoffs.redeem(code, request.headers['user-agent']);
      if (session) return session;
      // A code that can no longer be redeemed is of no use: drop it, so the next page load finds nothing to pick up.
      clearHandoffCookie(reply);
      throw new AppError('SIGN_IN_EXPIRED');
    },
    limited,
  );

  endpointRoute(app, endpoints.acknowledgeSignIn, async (request, reply) => {
    await handoffs.acknowledge({ ...request.user, sessionId: request.sessionId });
    clearHandoffCookie(reply);
    return reply.code(204).send(null);
  });

  endpointRoute(app, endpoints.refreshSession, async (request) => sessions.refresh(request.body.refresh_token), limited);

  endpointRoute(app, endpoints.signOut, async (request, reply) => {
    await sessions.signOut({ ...request.user, sessionId: request.sessionId }, request.body?.scope ?? 'global');
    return reply.code(204).send(null);
  });
};
