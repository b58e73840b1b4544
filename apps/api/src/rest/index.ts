import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps';
import { AppError } from '../errors';
import { authRoutes } from '../modules/auth/auth.routes';
import { restOf } from '../endpoints/endpoint';
import { declaredEndpoints } from '../modules';
import { showsRoutes } from '../modules/shows/shows.routes';
import { profileRoutes } from '../modules/profile/profile.routes';
import { importsRoutes } from '../modules/imports/imports.routes';
import multipart from '@fastify/multipart';
import { MULTIPART_LIMITS } from './multipart';
import { openApiRoutes } from '../openapi/openapi.routes';

/**
 * The documented /api paths of SPEC section 7: a thin adapter over the same
 * services the tRPC routers call. Errors answer `{ message }` with the status.
 */
export async function restApi(app: FastifyInstance, deps: AppDeps) {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error instanceof SyntaxError
          ? 'Malformed JSON body'
          : status === 413
            ? 'Request body is too large'
            : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });

  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.register(authRoutes, deps);
  app.register(showsRoutes, deps);
  app.register(profileRoutes, deps);
  app.register(importsRoutes, deps);
  app.register(openApiRoutes);
  for (const endpoints of Object.values(declaredEndpoints)) {
    app.register(restOf(endpoints), deps);
  }
}
