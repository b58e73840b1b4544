import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps';
import { AppError } from '../errors';
import { authRoutes } from './auth.routes';
import { restOf } from '../endpoints/endpoint';
import { usersEndpoints } from '../endpoints/users';
import { showsRoutes } from './shows.routes';
import { placementEndpoints } from '../endpoints/placement';
import { artistsEndpoints, citiesEndpoints } from '../endpoints/artists';
import { wantToSeeEndpoints } from '../endpoints/want-to-see';
import { socialRoutes } from './social.routes';
import { socialEndpoints } from '../endpoints/social';
import { notificationsEndpoints } from '../endpoints/notifications';
import { profileRoutes } from './profile.routes';
import { reportsEndpoints } from '../endpoints/reports';
import { privacyEndpoints } from '../endpoints/privacy';
import { importsRoutes } from './imports.routes';
import { venuesEndpoints } from '../endpoints/venues';
import { festivalsEndpoints } from '../endpoints/festivals';
import { followingEndpoints, gigsEndpoints, plansEndpoints } from '../endpoints/friends';
import multipart from '@fastify/multipart';
import { MULTIPART_LIMITS } from './multipart';

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
  app.register(restOf(usersEndpoints), deps);
  app.register(showsRoutes, deps);
  app.register(restOf(placementEndpoints), deps);
  app.register(restOf(artistsEndpoints), deps);
  app.register(restOf(citiesEndpoints), deps);
  app.register(restOf(wantToSeeEndpoints), deps);
  app.register(socialRoutes, deps);
  app.register(restOf(socialEndpoints), deps);
  app.register(restOf(notificationsEndpoints), deps);
  app.register(profileRoutes, deps);
  app.register(restOf(reportsEndpoints), deps);
  app.register(restOf(privacyEndpoints), deps);
  app.register(importsRoutes, deps);
  app.register(restOf(venuesEndpoints), deps);
  app.register(restOf(festivalsEndpoints), deps);
  for (const endpoints of [followingEndpoints, gigsEndpoints, plansEndpoints]) {
    app.register(restOf(endpoints), deps);
  }
}
