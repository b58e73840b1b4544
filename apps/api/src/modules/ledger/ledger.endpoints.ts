import { z } from 'zod';
import { idParamSchema, ledgerAnswer, ledgerYearSchema } from '@gigrank/domain';
import * as ledger from './ledger.service';
import { endpoint } from '../../endpoints/endpoint';
import { userQueryRest } from '../../endpoints/shapes';

const yearQuery = z.object({ year: ledgerYearSchema });

/**
 * The ledger: what a user's gigs cost and how far they went, for the owner
 * (or followers when the owner shares spend). A show's ticket and
 * travelled-from city are written with the show (shows' writes).
 */
export const ledgerEndpoints = {
  byUser: endpoint({
    kind: 'query',
    output: ledgerAnswer,
    input: z.object({ userId: idParamSchema, year: ledgerYearSchema }),
    rest: userQueryRest('ledger', yearQuery),
    handle: ({ deps, user }, input) => ledger.ledgerOf(deps, user.id, input.userId, input.year),
  }),
};
