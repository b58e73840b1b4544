import { z } from 'zod';

/** Input shapes of the API's own (not form) parameters, shared by tRPC and REST. */
export const searchTextSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { message: 'Search text must be at most 100 characters' })
    .optional(),
});

export const usernameLookupSchema = z.object({
  username: z.string().trim().min(1, { message: 'Username is required' }).max(100),
});
