// The crowd's writes: add show (a multipart body, a small photo in half of
// them), likes, follows, mark-read and comments, each by someone of the
// crowd, paced at a rate of writes a second.
import sharp from 'sharp';
import { formParts } from './lib';
import { paced, type Paced, type PacedRequest } from './paced';

export interface Written {
  /** Add show without a photo, and with one (re-encoded in three sizes before the answer). */
  adds: Paced;
  photoAdds: Paced;
  others: Paced;
}

/** Writes answered in a row (any status). */
export const writesAnswered = (w: Written | null) =>
  w ? w.adds.answered + w.photoAdds.answered + w.others.answered : 0;

/** What a crowd writes on the server at `base`: add show bodies and paced writers. */
export async function crowdWrites(crowd: {
  base: string;
  duration: number;
  pacedConnections: number;
  /** The shows and users of the demo database. */
  shows: number;
  users: number;
  anyCookie: () => string;
  selfOf: Map<string, number>;
  anyUser: () => number;
  anyArtistName: () => string;
}) {
  const { base, duration, pacedConnections, shows, users } = crowd;
  const boundary = 'crowdboundary';
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  let sent = 0;
  function showBody(withPhoto: boolean): Buffer {
    sent += 1;
    const { field, jpeg, end } = formParts(boundary);
    const parts: Buffer[] = [
      field('artist', crowd.anyArtistName()),
      field('city', 'Lisbon'),
      field(
        'date',
        `2025-${String(1 + (sent % 12)).padStart(2, '0')}-${String(1 + (sent % 28)).padStart(2, '0')}`,
      ),
      field('score', String((sent * 37) % 101)),
    ];
    if (withPhoto) parts.push(...jpeg('photos', 'p.jpg', photo));
    parts.push(end());
    return Buffer.concat(parts);
  }
  const anyShow = () => 1 + Math.floor(Math.random() * shows);

  const otherThan = (me: number) => {
    const id = crowd.anyUser();
    return id === me ? (id % users) + 1 : id;
  };

  /** The writes other than add show, in turn. */
  function otherWrite(): PacedRequest {
    const cookie = crowd.anyCookie();
    const me = crowd.selfOf.get(cookie)!;
    switch (sent++ % 4) {
      case 0:
        return { method: 'POST', path: `/api/shows/${anyShow()}/like`, headers: { cookie } };
      case 1:
        return {
          method: 'POST',
          path: `/api/users/${me}/following/${otherThan(me)}`,
          headers: { cookie },
        };
      case 2:
        return {
          method: 'POST',
          path: `/api/users/${me}/notifications/mark-read`,
          headers: { cookie },
        };
      default:
        // A JSON content type only with a body (Fastify refuses an empty one).
        return {
          method: 'POST',
          path: `/api/shows/${anyShow()}/comments`,
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ body: 'What a night' }),
        };
    }
  }

  /**
   * Writers at `rate` writes a second, paced like the readers (a fifth add a
   * show, half of those with a photo): open loop, so writes keep coming at
   * their rate however slow the answers, and one that waits for a free
   * connection counts that wait.
   */
  function writers(rate: number): Promise<Written> | null {
    if (rate === 0) return null;
    const addRate = Math.max(1, Math.round(rate / 5));
    const addStream = (withPhoto: boolean) =>
      paced({
        url: base,
        rate: Math.max(0.5, addRate / 2),
        duration,
        connections: pacedConnections,
        next: () => ({
          method: 'POST',
          path: '/api/shows',
          headers: {
            cookie: crowd.anyCookie(),
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          body: showBody(withPhoto),
        }),
      });
    const adds = addStream(false);
    const photoAdds = addStream(true);
    const others =
      rate > addRate
        ? paced({
            url: base,
            rate: rate - addRate,
            duration,
            connections: pacedConnections,
            next: otherWrite,
          })
        : null;
    return Promise.all([adds, photoAdds, others]).then(([a, ph, o]) => ({
      adds: a,
      photoAdds: ph,
      others: o ?? { ...a, offered: 0, served: 0, answered: 0, errors: 0, p50: NaN, p99: NaN },
    }));
  }
  return { boundary, showBody, writers };
}
