import { z } from 'zod';
import {
  commentSchema,
  idParamSchema,
  likeStateAnswer,
  showCommentAnswer,
  successAnswer,
} from '@gigrank/domain';
import * as social from './social.service';
import { endpoint, type RestPath } from '../../endpoints/endpoint';

const showIdInput = z.object({ showId: idParamSchema });

/** A REST path under a show (`/api/shows/:id/...`), whose id is the input's showId. */
const onShow = (method: RestPath['method'], tail: string, status?: number): RestPath<never> => ({
  method,
  path: `/api/shows/:id/${tail}`,
  params: { id: 'showId' },
  status,
});

/** Likes and comments on a show. */
export const socialEndpoints = {
  like: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: likeStateAnswer,
    input: showIdInput,
    rest: onShow('POST', 'like'),
    handle: ({ deps, user }, input) => social.likeShow(deps, user, input.showId),
  }),
  unlike: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: likeStateAnswer,
    input: showIdInput,
    rest: onShow('DELETE', 'like'),
    handle: ({ deps, user }, input) => social.unlikeShow(deps, user, input.showId),
  }),
  comments: endpoint({
    kind: 'query',
    output: z.array(showCommentAnswer),
    input: showIdInput,
    rest: onShow('GET', 'comments'),
    handle: ({ deps, user }, input) => social.listComments(deps, input.showId, user.id),
  }),
  addComment: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: showCommentAnswer,
    input: showIdInput.and(commentSchema),
    rest: onShow('POST', 'comments', 201),
    handle: ({ deps, user }, input) => social.addComment(deps, user, input.showId, input.body),
  }),
  deleteComment: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: successAnswer,
    input: z.object({ commentId: idParamSchema }),
    rest: { method: 'DELETE', path: '/api/comments/:id', params: { id: 'commentId' } },
    handle: ({ deps, user }, input) => social.deleteComment(deps, user, input.commentId),
  }),
};
