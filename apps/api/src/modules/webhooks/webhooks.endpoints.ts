import {
  createdWebhookAnswer,
  webhookAnswer,
  webhookCreateSchema,
  webhookDeliveryAnswer,
} from '@gigrank/domain';
import { z } from 'zod';
import * as webhooks from './webhooks.service';
import {
  createEndpoint,
  deleteByIdEndpoint,
  ownListEndpoint,
  readByIdEndpoint,
} from '../../endpoints/shapes';

/** Webhooks: made, listed, deleted and their deliveries read by a signed-in session only (policy/scopes.ts). */
export const webhooksEndpoints = {
  list: ownListEndpoint('/api/webhooks', webhooks.listWebhooks, webhookAnswer, 'session'),
  create: createEndpoint(
    '/api/webhooks',
    webhookCreateSchema,
    webhooks.createWebhook,
    createdWebhookAnswer,
    'session',
  ),
  remove: deleteByIdEndpoint('/api/webhooks/:id', webhooks.removeWebhook, 'session'),
  deliveries: readByIdEndpoint(
    '/api/webhooks/:id/deliveries',
    webhooks.webhookDeliveries,
    z.array(webhookDeliveryAnswer),
    'session',
  ),
};
