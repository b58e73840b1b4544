import { createRequire } from 'node:module';

/** The few parts of `pg` the bench uses (pg is a dependency of @gigrank/db, not of the API). */
export interface PgModule {
  Pool: new (options: { connectionString: string; max?: number }) => {
    query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  };
  Client: new (options: { connectionString: string }) => {
    connect(): Promise<void>;
    query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
    end(): Promise<void>;
  };
}

/** `pg`, loaded from @gigrank/db's dependencies. */
export function loadPg(): PgModule {
  const fromApi = createRequire(import.meta.url);
  return createRequire(fromApi.resolve('@gigrank/db'))('pg') as PgModule;
}

/** Runs one statement on the server of `serverUrl` (CREATE / DROP DATABASE). */
async function pgAdmin(serverUrl: string, statement: string): Promise<unknown[]> {
  const client = new (loadPg().Client)({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
function pgDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database `name` on the server of `serverUrl` (dropped first if it
 * is there), empty or a copy of `template`; returns its URL.
 */
export async function createPgDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  await dropPgDatabase(serverUrl, name);
  await pgAdmin(
    serverUrl,
    `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`,
  );
  return pgDatabaseUrl(serverUrl, name);
}

export async function dropPgDatabase(serverUrl: string, name: string): Promise<void> {
  await pgAdmin(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
