import { notFound } from '@tanstack/react-router';
import { parseIdParam } from '@gigrank/domain';

// The rule is the API's too (packages/domain screen-reads.ts reads paths with it).
export { parseIdParam };

/**
 * The `params` of a route whose `$id` is a record's id: a whole number from 1,
 * else the route's Not Found. One definition for every such route.
 */
export const idRouteParams = {
  parse: ({ id }: { id: string }): { id: number } => {
    const parsed = parseIdParam(id);
    if (parsed === null) throw notFound();
    return { id: parsed };
  },
  stringify: ({ id }: { id: number }): { id: string } => ({ id: String(id) }),
};
