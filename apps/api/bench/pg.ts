import { createRequire } from 'node:module';

/** The few parts of `pg` the bench uses (pg is a dependency of @gigrank/db, not of the API). */
export interface PgModule {
  Pool: new (options: { connectionString: string; max?: number }) => {
    query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  };
  Client: new (options: { connectionString: string }) => {
    connect(): Promise<void>;
    query(text: string): Promise<unknown>;
    end(): Promise<void>;
  };
}

/** `pg`, loaded from @gigrank/db's dependencies. */
export function loadPg(): PgModule {
  const fromApi = createRequire(import.meta.url);
  return createRequire(fromApi.resolve('@gigrank/db'))('pg') as PgModule;
}
