import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, loginSchema, registerPayloadSchema } from '@gigrank/domain';
import { requireUser } from '../../rest/guards';
import * as auth from './auth.service';
import { toUser } from '../users/users.service';
import { clearSessionCookie, setSessionCookie } from '../../http/session';
import type { AppDeps } from '../../http/deps';
import { AppError } from '../../errors';
import { parse } from '../../rest/validate';

/** A data-URL profile picture (15 MB as base64) fits; everything else is small. */
export const REGISTER_BODY_LIMIT = 21 * 1024 * 1024;

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;

  // Auth answers keep SPEC section 3's shape { success, user, message } on failure too.
  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ success: false, message: error.message });
    }
    throw error;
  });

  app.post('/api/auth/register', { bodyLimit: REGISTER_BODY_LIMIT }, async (request, reply) => {
    const input = parse(registerPayloadSchema, request.body);
    const signedIn = await auth.register(deps, config.session, input);
    setSessionCookie(request, reply, signedIn.token, signedIn.expiresAt);
    return reply
      .status(201)
      .send({ success: true, user: signedIn.user, message: 'Registration successful' });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parse(loginSchema, request.body);
    const signedIn = await auth.login(deps, config.session, input, request.sessionToken());
    setSessionCookie(request, reply, signedIn.token, signedIn.expiresAt);
    return { success: true, user: signedIn.user, message: 'Login successful' };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await auth.logout(deps, request.sessionToken());
    clearSessionCookie(request, reply);
    return { success: true };
  });

  app.post('/api/auth/logout-everywhere', async (request, reply) => {
    const user = await requireUser(request);
    await auth.logoutEverywhere(deps, user);
    clearSessionCookie(request, reply);
    return { success: true };
  });

  app.post('/api/auth/change-password', async (request, reply) => {
    const user = await requireUser(request);
    const input = parse(changePasswordSchema, request.body ?? {});
    const session = await auth.changePassword(deps, config.session, user, input);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return { success: true, message: 'Password changed' };
  });

  app.get('/api/auth/me', async (request, reply) => {
    const row = await request.sessionUser();
    if (!row) return reply.status(401).send({ success: false, message: 'Not signed in' });
    return { success: true, user: await toUser(deps, row) };
  });
}
