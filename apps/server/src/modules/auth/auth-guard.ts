import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors.js';
import type { AuthUser, SessionService } from './session-service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in. Everything else under /api needs a valid access token. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller; set by the auth guard on every non-public /api route. */
    user: AuthUser;
    /** The session behind the access token (sign-out scopes need it). */
    sessionId: string;
  }
}

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i;

/**
 * The one place API access is decided: an onRequest hook on the /api scope. Routes opt out with
 * `config: { public: true }`; unknown paths fall through to the JSON 404.
 */
export function installAuthGuard(api: FastifyInstance, sessions: SessionService): void {
  api.decorateRequest('user', null as unknown as AuthUser);
  api.decorateRequest('sessionId', '');
  const guard: onRequestAsyncHookHandler = async (request) => {
    if (request.routeOptions.config.public || request.routeOptions.url === undefined) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required: send the access token as a bearer token');
    const caller = await sessions.authenticate(token);
    if (!caller) throw new AppError('UNAUTHENTICATED', 'Invalid or expired access token');
    request.user = { id: caller.id, email: caller.email };
    request.sessionId = caller.sessionId;
  };
  api.addHook('onRequest', guard);
}
