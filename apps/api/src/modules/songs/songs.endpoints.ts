import { z } from 'zod';
import {
  artistNameSchema,
  artistSongsAnswer,
  byIdSchema,
  chaseAnswer,
  idParamSchema,
  setlistBodySchema,
  showAnswer,
  showReplyAnswer,
  songLedgerAnswer,
} from '@gigrank/domain';
import * as songs from './songs.service';
import { parse } from '../../rest/validate';
import { endpoint } from '../../endpoints/endpoint';
import { userListEndpoint, userQueryEndpoint } from '../../endpoints/shapes';

const showReply = {
  reply: (show: unknown) => ({ body: { show } }),
  answer: showReplyAnswer,
};

const chaseQuery = z.object({ artistName: artistNameSchema });

/**
 * Songs: a show's setlist written or copied from its gig, an artist's songs
 * as logged setlists played them, a user's songs heard live and the songs of
 * an artist they are still chasing. REST answers a setlist write `{ show }`,
 * as every show write.
 */
export const songsEndpoints = {
  setSetlist: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: showAnswer,
    input: setlistBodySchema.extend({ showId: idParamSchema }),
    handle: ({ deps, user }, input) => songs.putSetlist(deps, user, input.showId, input.songs),
    rest: {
      method: 'PUT',
      path: '/api/shows/:id/setlist',
      // The path's show is read before the body.
      input: (fields) => ({
        showId: parse(byIdSchema, fields).id,
        ...parse(setlistBodySchema, fields),
      }),
      ...showReply,
    },
  }),
  /** "This is what I heard": the gig's most common setlist copied to the show. */
  copySetlist: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: showAnswer,
    input: z.object({ showId: idParamSchema }),
    handle: ({ deps, user }, input) => songs.copyGigSetlist(deps, user, input.showId),
    rest: {
      method: 'POST',
      path: '/api/shows/:id/setlist/copy',
      params: { id: 'showId' },
      ...showReply,
    },
  }),
  artist: endpoint({
    kind: 'query',
    output: artistSongsAnswer,
    input: z.object({ artistName: artistNameSchema }),
    rest: { method: 'GET', path: '/api/artists/:artistName/songs' },
    handle: ({ deps, user }, input) => songs.artistSongs(deps, user.id, input.artistName),
  }),
  ledger: userListEndpoint('songs', songs.songLedger, songLedgerAnswer),
  chase: userQueryEndpoint(
    'chase/:artistName',
    chaseQuery,
    (deps, user, userId, query) => songs.chase(deps, user.id, userId, query.artistName),
    chaseAnswer,
  ),
};
