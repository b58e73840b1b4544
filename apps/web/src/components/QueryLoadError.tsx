import { LoadError } from './LoadError';

/**
 * A query that could not be loaded: what failed (the connection advice unless
 * `message` says otherwise, headed by `title` when given), and 'Try again'
 * refetching the query (busy while it refetches).
 */
export function QueryLoadError({
  title,
  message = 'Check your connection and try again.',
  query,
}: {
  title?: string;
  message?: string;
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <LoadError
      title={title}
      message={message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
