import { LoadError } from './LoadError';

/**
 * A query that could not be loaded, headed by what failed: the connection
 * advice, and 'Try again' refetching the query (busy while it refetches).
 */
export function QueryLoadError({
  title,
  query,
}: {
  title: string;
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <LoadError
      title={title}
      message="Check your connection and try again."
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
