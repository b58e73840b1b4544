import { z } from 'zod';
import { idParamSchema, userSummaryAnswer, diaryAnswer, userAnswer } from '@gigrank/domain';
import { diaryYearSchema, peopleSearchSchema, usernameLookupSchema } from '../../inputs';
import * as users from './users.service';
import { diary } from './diary.service';
import { endpoint } from '../../endpoints/endpoint';
import { readByIdEndpoint, searchEndpoint } from '../../endpoints/shapes';

/** People: finding them, one by id or username, and a year of their diary. */
export const usersEndpoints = {
  /** People search: the header search and the user pickers. */
  list: searchEndpoint(
    '/api/users',
    peopleSearchSchema,
    (deps, viewerId, input) => users.listUsers(deps, viewerId, input.q, input.limit),
    userSummaryAnswer,
  ),
  byId: readByIdEndpoint('/api/users/:id', users.getUser, userAnswer),
  byUsername: endpoint({
    kind: 'query',
    output: z.object({ id: z.number().int() }),
    input: usernameLookupSchema,
    rest: { method: 'GET', path: '/api/users/by-username/:username' },
    handle: ({ deps, user }, input) => users.userIdByUsername(deps, user.id, input.username),
  }),
  /** One year of a user's diary: the newest year with shows without `year`. */
  diary: endpoint({
    kind: 'query',
    output: diaryAnswer,
    input: z.object({ userId: idParamSchema }).and(diaryYearSchema),
    rest: { method: 'GET', path: '/api/users/:id/diary', params: { id: 'userId' } },
    handle: ({ deps, user }, input) => diary(deps, user.id, input.userId, input.year),
  }),
};
