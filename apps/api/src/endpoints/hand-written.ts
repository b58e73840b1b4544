import { z } from 'zod';
import {
  authResponseAnswer,
  changePasswordSchema,
  listPageSchema,
  loginSchema,
  privacySettingsSchema,
  profileUpdateSchema,
  registerPayloadSchema,
  showAnswer,
  showReplyAnswer as showReply,
  importPreviewResponseAnswer,
  showInputSchema,
  successAnswer as success,
  userAnswer,
} from '@gigrank/domain';
import type { CallScope, RestPath } from './endpoint';

/** A multipart body's parts: one file, several files, or text. */
export type MultipartFields = Record<string, 'file' | 'files' | 'text'>;

/** A route written by hand (cookies, multipart, streaming), described beside its code. */
export interface RouteDoc {
  method: RestPath['method'];
  /** Fastify's form: `/api/users/:id`. */
  path: string;
  /** The tRPC procedure answering the same call: the operation's id (its name only with `restOnly`). */
  operationId: string;
  /** No procedure answers the call (a file upload). */
  restOnly?: true;
  summary: string;
  query?: z.ZodType;
  /** A JSON body's schema. */
  body?: z.ZodType;
  /** A multipart body's parts, for a route that takes only multipart. */
  multipart?: MultipartFields;
  /** The parts besides the JSON body's fields when the same body may come as multipart (photos). */
  alsoMultipart?: MultipartFields;
  status: number;
  answer?: z.ZodType;
  /** Answers without a session (sign-in, registration). */
  open?: boolean;
  /** What a token needs, on REST and on the procedure alike (a read needs `read` unless told). */
  scope?: CallScope;
}

const showWriteExtras = z.object({
  planId: z.number().int().optional().describe('The plan this show fulfils (it is removed)'),
  removePhotoIds: z.array(z.number().int()).optional().describe('Photos to remove (on edit)'),
});

/**
 * The routes written by hand (they set cookies, take multipart files or
 * stream), described for the OpenAPI document and for tokens' scopes. Everything else is in it
 * from its endpoint declaration.
 */
export const HAND_WRITTEN_ROUTES: readonly RouteDoc[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    operationId: 'auth.register',
    scope: 'session',
    summary: 'Make an account and sign in (sets the session cookie)',
    body: registerPayloadSchema,
    status: 201,
    answer: authResponseAnswer,
    open: true,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    operationId: 'auth.login',
    scope: 'session',
    summary: 'Sign in (sets the session cookie)',
    body: loginSchema,
    status: 200,
    answer: authResponseAnswer,
    open: true,
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    operationId: 'auth.logout',
    scope: 'session',
    summary: 'Sign out this session',
    status: 200,
    answer: success,
    open: true,
  },
  {
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    operationId: 'auth.logoutEverywhere',
    scope: 'session',
    summary: 'Sign out every session of the account',
    status: 200,
    answer: success,
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    operationId: 'auth.changePassword',
    scope: 'session',
    summary: 'Change the password (signs out every other session)',
    body: changePasswordSchema,
    status: 200,
    answer: success.extend({ message: z.string() }),
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    operationId: 'auth.me',
    summary: 'The signed-in user',
    status: 200,
    answer: z.object({ success: z.boolean(), user: userAnswer }),
  },
  {
    method: 'POST',
    path: '/api/shows',
    operationId: 'shows.create',
    scope: 'shows:write',
    summary: 'Log a show: JSON, or multipart with up to the allowed photos',
    body: showInputSchema.and(showWriteExtras),
    alsoMultipart: { photos: 'files', guestAppearances: 'text' },
    status: 201,
    answer: showReply,
  },
  {
    method: 'PUT',
    path: '/api/shows/:id',
    operationId: 'shows.update',
    scope: 'shows:write',
    summary: 'Edit a show: JSON, or multipart with photos to add',
    body: showInputSchema.and(showWriteExtras),
    alsoMultipart: { photos: 'files', guestAppearances: 'text' },
    status: 200,
    answer: showReply,
  },
  {
    method: 'POST',
    path: '/api/shows/:id/photos',
    operationId: 'shows.addPhotos',
    restOnly: true,
    scope: 'shows:write',
    summary: 'Add photos to one of your shows (multipart files `photos`), its fields untouched',
    multipart: { photos: 'files' },
    status: 201,
    answer: showReply,
  },
  {
    method: 'GET',
    path: '/api/users/:id/ranked-shows',
    operationId: 'shows.ranked',
    summary: "A user's ranking, best first: whole (streamed) without a page, or a page",
    query: listPageSchema,
    status: 200,
    answer: z.array(showAnswer).meta({ id: 'Ranking' }),
  },
  {
    method: 'GET',
    path: '/api/users/:id/export',
    operationId: 'profile.export',
    summary: 'Everything of the account (JSON), or its shows as CSV with `format=csv`',
    query: z.object({ format: z.enum(['json', 'csv']).optional() }),
    status: 200,
  },
  {
    method: 'PATCH',
    path: '/api/users/:id/profile',
    operationId: 'profile.update',
    scope: 'profile:write',
    summary: 'Change profile fields, privacy settings, or both',
    body: profileUpdateSchema.partial().and(privacySettingsSchema),
    status: 200,
    answer: userAnswer,
  },
  {
    method: 'PATCH',
    path: '/api/users/:id',
    operationId: 'profile.updatePicture',
    restOnly: true,
    scope: 'profile:write',
    summary: 'Change the profile picture (multipart file `profilePicture`)',
    multipart: { profilePicture: 'file' },
    status: 200,
    answer: userAnswer,
  },
  {
    method: 'DELETE',
    path: '/api/users/:id',
    operationId: 'profile.deleteAccount',
    scope: 'session',
    summary: 'Delete the account and everything of it',
    status: 200,
    answer: success,
  },
  {
    method: 'POST',
    path: '/api/users/:id/imports',
    operationId: 'imports.preview',
    scope: 'shows:write',
    summary: 'Preview an import (multipart `source`, `file` parts and an optional `mapping`)',
    multipart: { source: 'text', file: 'files', mapping: 'text' },
    status: 200,
    answer: importPreviewResponseAnswer,
  },
];
