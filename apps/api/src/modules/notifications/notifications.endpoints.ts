import { z } from 'zod';
import { notificationAnswer, unreadCountAnswer, successAnswer } from '@gigrank/domain';
import * as notifications from './notifications.service';
import { endpoint, noInput, type RestPath } from '../../endpoints/endpoint';

/** A REST path under the user's notifications (`/api/users/:id/notifications...`), their owner's only. */
const ofUser = (method: RestPath['method'], tail: string): RestPath<never> => ({
  method,
  path: `/api/users/:id/notifications${tail}`,
  owner: 'id',
  ownerOnly: 'notifications',
});

/** The session user's notifications (the live unread count, a stream, is written by hand in notifications.router.ts). */
export const notificationsEndpoints = {
  list: endpoint({
    kind: 'query',
    output: z.array(notificationAnswer),
    input: noInput,
    rest: ofUser('GET', ''),
    handle: ({ deps, owner }) => notifications.listNotifications(deps, owner),
  }),
  unreadCount: endpoint({
    kind: 'query',
    output: unreadCountAnswer,
    input: noInput,
    rest: ofUser('GET', '/unread-count'),
    handle: ({ deps, owner }) => notifications.unreadCount(deps, owner),
  }),
  markRead: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: successAnswer,
    input: noInput,
    rest: ofUser('POST', '/mark-read'),
    handle: ({ deps, owner }) => notifications.markAllRead(deps, owner),
  }),
};
