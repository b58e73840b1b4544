import type { Insertable } from 'kysely';
import type { GigRef, Plan, UserSummary } from '@gigrank/domain';
import { deleteWhere } from '../rows';
import type { PlansTable, Handle } from '../schema';
import { mutedBy, visibleUsers, type Viewer } from '../visibility';
import { toUserSummary, USER_SUMMARY_COLUMNS } from './users.queries';
import { ROW_CITY_COLUMNS, rowCity } from './cities.queries';

// Plans: an upcoming gig a user marked Going. Who may see them is
// one rule, `planAudience`: the planner and the people who follow them (a
// follow of a private account exists only once approved; a block removes the
// follows both ways). Every read of another user's plans starts there.

/** Plans with their planner, artist and city, as `viewer` may see them: their own and their followees'. */
function planAudience(db: Handle, viewer: Viewer & { id: number }) {
  return visibleUsers(db, viewer)
    .innerJoin('plans', 'plans.user_id', 'users.id')
    .innerJoin('artists', 'artists.id', 'plans.artist_id')
    .innerJoin('cities', 'cities.id', 'plans.city_id')
    .where((eb) =>
      eb.or([
        eb('plans.user_id', '=', viewer.id),
        eb.exists(
          eb
            .selectFrom('follows')
            .select('follows.follower_id')
            .where('follows.follower_id', '=', viewer.id)
            .whereRef('follows.followee_id', '=', 'plans.user_id'),
        ),
      ]),
    )
    .select([
      ...USER_SUMMARY_COLUMNS,
      'plans.id as plan_id',
      'plans.artist_id',
      'plans.city_id',
      'plans.venue',
      'plans.date',
      'plans.created_at',
      'plans.show_id',
      'artists.name as artist_name',
      ...ROW_CITY_COLUMNS,
    ]);
}

type PlanQuery = ReturnType<typeof planAudience>;
type PlanRow = Awaited<ReturnType<PlanQuery['execute']>>[number];

function toPlan(r: PlanRow): Plan {
  return {
    id: r.plan_id,
    user: toUserSummary(r),
    artist: r.artist_name,
    artistId: r.artist_id,
    ...rowCity(r),
    cityId: r.city_id,
    venue: r.venue,
    date: r.date,
    createdAt: r.created_at,
    showId: r.show_id,
  };
}

/** The plans `query` reads, soonest first. */
async function soonestFirst(query: PlanQuery): Promise<Plan[]> {
  const rows = await query.orderBy('plans.date').orderBy('plans.id').execute();
  return rows.map(toPlan);
}

/** A plan as `viewer` may see it, or undefined. */
export async function planById(
  db: Handle,
  viewer: Viewer & { id: number },
  planId: number,
): Promise<Plan | undefined> {
  const row = await planAudience(db, viewer).where('plans.id', '=', planId).executeTakeFirst();
  return row ? toPlan(row) : undefined;
}

/**
 * A user's plans not yet logged, soonest first, from `from` on (the owner
 * passes a date in the past to see the ones due: "Log this show"), as
 * `viewer` may see them (nothing when they may not). At most `limit`.
 * `artistId`: that artist's only (the artist page's "You're going"), one
 * range of plans_user_gig_idx.
 */
export async function plansOf(
  db: Handle,
  viewer: Viewer & { id: number },
  userId: number,
  from: string,
  limit: number,
  artistId?: number,
): Promise<Plan[]> {
  return soonestFirst(
    planAudience(db, viewer)
      .where('plans.user_id', '=', userId)
      .$if(artistId !== undefined, (q) => q.where('plans.artist_id', '=', artistId!))
      .where('plans.date', '>=', from)
      .where('plans.show_id', 'is', null)
      .limit(limit),
  );
}

/**
 * Upcoming plans of the people `viewer` follows (not muted), soonest first:
 * one index range of plans_user_date_idx per followee.
 */
export async function followingPlans(
  db: Handle,
  viewer: Viewer & { id: number },
  from: string,
  limit: number,
): Promise<Plan[]> {
  // The page's plan ids first, from the viewer's follows (one range of the
  // plans index per followee); then those plans through the audience rule.
  const ids = await db
    .selectFrom('follows')
    .innerJoin('plans', 'plans.user_id', 'follows.followee_id')
    .select('plans.id')
    .where('follows.follower_id', '=', viewer.id)
    .where('plans.user_id', 'not in', (eb) =>
      eb.selectFrom('mutes').select('mutes.muted_id').where('mutes.muter_id', '=', viewer.id),
    )
    .where('plans.date', '>=', from)
    .where('plans.show_id', 'is', null)
    .orderBy('plans.date')
    .orderBy('plans.id')
    .limit(limit)
    .execute();
  if (ids.length === 0) return [];
  const pageIds = ids.map((r) => r.id);
  return soonestFirst(planAudience(db, viewer).where('plans.id', 'in', pageIds));
}

/** People `viewer` follows (and did not mute) who are going to this gig (plans not yet logged). */
export async function followeesGoing(
  db: Handle,
  viewer: Viewer & { id: number },
  gig: GigRef,
): Promise<UserSummary[]> {
  const rows = await planAudience(db, viewer)
    .where('plans.artist_id', '=', gig.artistId)
    .where('plans.date', '=', gig.date)
    .where('plans.city_id', '=', gig.cityId)
    .where('plans.show_id', 'is', null)
    .where('plans.user_id', '!=', viewer.id)
    .where('plans.user_id', 'not in', mutedBy(db, viewer.id))
    .orderBy('plans.id')
    .limit(50)
    .execute();
  return rows.map(toUserSummary);
}

/** How many plans not yet logged a user holds from `from` on. */
export async function upcomingPlanCount(db: Handle, userId: number, from: string): Promise<number> {
  const row = await db
    .selectFrom('plans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('show_id', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertPlan(
  trx: Handle,
  plan: Omit<Insertable<PlansTable>, 'show_id'>,
): Promise<number> {
  const row = await trx.insertInto('plans').values(plan).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function deletePlan(trx: Handle, userId: number, planId: number): Promise<boolean> {
  return deleteWhere(trx, 'plans', { id: planId, user_id: userId });
}

/** The plan became this show (logged from "Log this show"). */
export async function markPlanLogged(
  trx: Handle,
  userId: number,
  planId: number,
  showId: number,
): Promise<boolean> {
  const res = await trx
    .updateTable('plans')
    .set({ show_id: showId })
    .where('id', '=', planId)
    .where('user_id', '=', userId)
    .where('show_id', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * The planner's followers who have the artist on their Want to See list:
 * whom a new plan notifies. An index range of the planner's followers, each
 * probed in want_to_see's (user_id, artist_id) key.
 */
export async function followersWantingArtist(
  db: Handle,
  plannerId: number,
  artistId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('follows')
    .innerJoin('want_to_see', (j) =>
      j
        .onRef('want_to_see.user_id', '=', 'follows.follower_id')
        .on('want_to_see.artist_id', '=', artistId),
    )
    .select('follows.follower_id')
    .where('follows.followee_id', '=', plannerId)
    .execute();
  return rows.map((r) => r.follower_id);
}

/** Every plan of a user, logged or not, by date: what they put in (their export). */
export async function allPlansOfOwner(db: Handle, userId: number): Promise<Plan[]> {
  return soonestFirst(planAudience(db, { id: userId }).where('plans.user_id', '=', userId));
}
