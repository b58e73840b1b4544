import { z } from 'zod';
import {
  idParamSchema,
  privacySettingsSchema,
  userAnswer,
  relationshipAnswer,
  followRequestAnswer,
  userSummaryAnswer,
} from '@gigrank/domain';
import * as privacy from './privacy.service';
import { endpoint, noInput } from '../../endpoints/endpoint';

const userIdInput = z.object({ userId: idParamSchema });

/** The list of whom the user blocks or mutes (REST: GET /api/users/{id}/blocks). */
function relations(kind: 'blocks' | 'mutes') {
  return endpoint({
    kind: 'query',
    output: z.array(userSummaryAnswer),
    input: noInput,
    rest: { method: 'GET', path: `/api/users/:id/${kind}`, owner: 'id' },
    handle: ({ deps, user, owner }) => privacy.listRelations(deps, user, owner, kind),
  });
}

/** Blocks or mutes `userId` (REST: POST), or stops (REST: DELETE /api/users/{id}/blocks/{userId}). */
function setRelation(kind: 'blocks' | 'mutes', on: boolean) {
  return endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output:
      kind === 'blocks' ? z.object({ blocked: z.boolean() }) : z.object({ muted: z.boolean() }),
    input: userIdInput,
    rest: { method: on ? 'POST' : 'DELETE', path: `/api/users/:id/${kind}/:userId`, owner: 'id' },
    handle: async ({ deps, user, owner }, input) => {
      await privacy.setRelation(deps, user, owner, input.userId, kind, on);
      return kind === 'blocks' ? { blocked: on } : { muted: on };
    },
  });
}

/**
 * The session user's privacy: settings, follow requests, blocks and mutes.
 * A REST path names the user (`:id`), whom the services hold to the session's.
 */
export const privacyEndpoints = {
  /** The settings alone (REST changes them with the profile: PATCH /api/users/{id}). */
  update: endpoint({
    kind: 'mutation',
    scope: 'profile:write',
    output: userAnswer,
    input: privacySettingsSchema,
    handle: ({ deps, user }, input) => privacy.updatePrivacy(deps, user, user.id, input),
  }),
  /** Where the session user stands with `userId`. */
  relationship: endpoint({
    kind: 'query',
    output: relationshipAnswer,
    input: userIdInput,
    rest: { method: 'GET', path: '/api/users/:id/relationship/:userId', owner: 'id' },
    handle: ({ deps, user, owner }, input) => privacy.relationship(deps, user, owner, input.userId),
  }),
  followRequests: endpoint({
    kind: 'query',
    output: z.array(followRequestAnswer),
    input: noInput,
    rest: { method: 'GET', path: '/api/users/:id/follow-requests', owner: 'id' },
    handle: ({ deps, user, owner }) => privacy.listFollowRequests(deps, user, owner),
  }),
  answerRequest: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: z.object({ status: z.enum(['approved', 'declined']) }),
    input: z.object({
      requesterId: idParamSchema,
      answer: z.enum(['approve', 'decline'], { message: 'Answer must be approve or decline' }),
    }),
    rest: {
      method: 'POST',
      path: '/api/users/:id/follow-requests/:requesterId/:answer',
      owner: 'id',
    },
    handle: ({ deps, user, owner }, input) =>
      privacy.answerFollowRequest(deps, user, owner, input.requesterId, input.answer),
  }),
  blocks: relations('blocks'),
  block: setRelation('blocks', true),
  unblock: setRelation('blocks', false),
  mutes: relations('mutes'),
  mute: setRelation('mutes', true),
  unmute: setRelation('mutes', false),
};
