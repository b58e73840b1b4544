import { createFileRoute, notFound } from '@tanstack/react-router';
import { ShowPage } from '../../features/shows/ShowPage';
import { parseIdParam } from '../../lib/params';

export const Route = createFileRoute('/show/$id')({
  params: {
    parse: ({ id }) => {
      const parsed = parseIdParam(id);
      if (parsed === null) throw notFound();
      return { id: parsed };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: ShowPage,
});
