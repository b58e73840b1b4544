import { z } from 'zod';
import { ledgerAnswer, ledgerYearSchema } from '@gigrank/domain';
import * as ledger from './ledger.service';
import { userQueryEndpoint } from '../../endpoints/shapes';

/**
 * The ledger: what a user's gigs cost and how far they went, for the owner
 * (or followers when the owner shares spend). A show's ticket and
 * travelled-from city are written with the show (shows' writes).
 */
export const ledgerEndpoints = {
  byUser: userQueryEndpoint(
    'ledger',
    z.object({ year: ledgerYearSchema }),
    (deps, user, userId, query) => ledger.ledgerOf(deps, user.id, userId, query.year),
    ledgerAnswer,
  ),
};
