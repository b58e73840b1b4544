import type { User } from '@gigrank/domain';

/**
 * The line under the Current Streak card's count, true for whoever reads it:
 * a streak running; on your own profile, why there is none (no show dated
 * this week or last, the weeks a streak counts, however many older shows
 * there are) or how to start one; on someone else's, that they have none,
 * never an invitation to log.
 */
export function streakDetails(
  user: Pick<User, 'displayName' | 'streakWeeks' | 'showsCount'>,
  isOwner: boolean,
): string {
  if (user.streakWeeks > 0) return 'In a row with a show';
  if (!isOwner) return `${user.displayName} has no current streak`;
  return user.showsCount > 0 ? 'No show dated this week or last' : 'Log a show to start one';
}
