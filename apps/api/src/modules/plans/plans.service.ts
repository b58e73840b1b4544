import {
  deletePlan,
  followersWantingArtist,
  insertNotifications,
  insertPlan,
  isUniqueViolation,
  planById,
  plansOf,
  upcomingPlanCount,
  type UserRow,
} from '@gigrank/db';
import {
  PLAN_MESSAGES,
  PLANS_PER_USER_MAX,
  addDays,
  isoDateInTimeZone,
  planDateError,
  type Plan,
  type PlanInput,
} from '@gigrank/domain';
import { committed, notified } from '../../cache/changes';
import type { Change } from '../../cache/keys';
import { badRequest, conflict, notFound } from '../../errors';
import { profileAccess } from '../../policy/privacy';
import { artistCreated, findArtist, resolveArtist } from '../artists/artists.service';
import { resolveCity } from '../cities/cities.service';
import type { ServiceDeps } from '../../ports/service-deps';
import { recordWebhookEvent } from '../webhooks/webhooks.service';

/** Past plans the owner still sees (as "Log this show") for this many days after the date. */
const DUE_PLANS_DAYS = 60;
/** A user's plans listed at most. */
const PLAN_LIST_LIMIT = 100;

const todayOf = (user: Pick<UserRow, 'time_zone'>) => isoDateInTimeZone(new Date(), user.time_zone);

/**
 * Marks an upcoming gig as Going: the artist and city found or
 * created as for a show. The planner's followers who have the artist on
 * their Want to See list are told ('going'), in the same transaction.
 */
export async function createPlan(
  deps: ServiceDeps,
  user: UserRow,
  input: PlanInput,
): Promise<Plan> {
  const today = todayOf(user);
  const dateError = planDateError(input.date, today);
  if (dateError) throw badRequest(dateError);
  if ((await upcomingPlanCount(deps.db, user.id, addDays(today, -1))) >= PLANS_PER_USER_MAX) {
    throw badRequest(PLAN_MESSAGES.tooMany);
  }
  let planId: number;
  let changes: Change[];
  try {
    ({ planId, changes } = await deps.db.transaction().execute(async (trx) => {
      const { row: artist, created } = await resolveArtist(trx, input.artist);
      const city = await resolveCity(trx, input.city);
      const planId = await insertPlan(trx, {
        user_id: user.id,
        artist_id: artist.id,
        city_id: city.row.id,
        venue: input.venue,
        date: input.date,
        created_at: new Date().toISOString(),
      });
      await recordWebhookEvent(trx, user.id, 'plan.created', async () => ({
        id: planId,
        userId: user.id,
        artist: artist.name,
        city: city.row.name,
        country: city.row.country,
        venue: input.venue ?? null,
        date: input.date,
      }));
      const told = await insertNotifications(
        trx,
        (await followersWantingArtist(trx, user.id, artist.id)).map((userId) => ({
          userId,
          actorId: user.id,
          type: 'going' as const,
          artistName: artist.name,
        })),
      );
      const changes: Change[] = [
        { kind: 'plans', userId: user.id },
        ...(created ? artistCreated(artist) : []),
        ...(city.created ? [{ kind: 'artistCatalogue' } as const] : []),
        ...notified(told),
      ];
      return { planId, changes };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PLAN_MESSAGES.duplicate);
    throw error;
  }
  await committed(deps, changes);
  return (await planById(deps.db, { id: user.id }, planId))!;
}

/** Takes back a plan of the session user's (404 when it is not theirs). */
export async function removePlan(deps: ServiceDeps, user: UserRow, planId: number): Promise<void> {
  const done = await deps.db.transaction().execute((trx) => deletePlan(trx, user.id, planId));
  if (!done) throw notFound(PLAN_MESSAGES.notFound);
  await committed(deps, [{ kind: 'plans', userId: user.id }]);
}

/**
 * A user's plans not yet logged, soonest first. Plans are for the planner
 * and their followers: anyone else gets an empty list (a block: 404, as for
 * the profile). The owner also gets the plans of the last DUE_PLANS_DAYS
 * days, which the app offers as "Log this show"; others, from yesterday on.
 * `artist` (any case and accents): that artist's plans only, as the artist
 * page shows the viewer's own ("You're going"); none for an unknown artist.
 * Filtered here, not from the whole list, which stops at PLAN_LIST_LIMIT
 * while a user may hold PLANS_PER_USER_MAX.
 */
export async function listPlans(
  deps: ServiceDeps,
  viewer: Pick<UserRow, 'id' | 'time_zone'>,
  userId: number,
  filter: { artist?: string | undefined } = {},
): Promise<Plan[]> {
  await profileAccess(deps, viewer.id, userId);
  let artistId: number | undefined;
  if (filter.artist !== undefined) {
    const artist = await findArtist(deps.db, filter.artist);
    if (!artist) return [];
    artistId = artist.id;
  }
  const today = todayOf(viewer);
  const from = addDays(today, viewer.id === userId ? -DUE_PLANS_DAYS : -1);
  return plansOf(deps.db, { id: viewer.id }, userId, from, PLAN_LIST_LIMIT, artistId);
}
