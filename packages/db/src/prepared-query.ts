import type { CompiledQuery, Compilable, Kysely } from 'kysely';

/** The row type a query builder's compiled query yields. */
type RowOf<Query> = Query extends Compilable<infer R> ? R : never;

/** Stands in for the i-th value while a prepared query is built. */
const placeholder = (i: number) => `\u0000gigrank-prepared-value-${i}\u0000`;

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter of the SQL: the index of the argument it takes, or -1 for a constant. */
  slots: number[];
}

/**
 * A query built and compiled to SQL once per database handle, then run with
 * new values. Building Kysely's operation tree and compiling it costs more
 * than running a small indexed statement (a session lookup, an unread count),
 * so the hot paths that run on every request skip both.
 *
 * `build` is called once with placeholders in place of `values`: it must pass
 * each value straight into the query as a value (a comparison, a limit), and
 * never branch on it, compute with it or inline it into the SQL text; a
 * placeholder missing from the parameters, or found in the SQL, throws.
 * Inside a transaction (a new handle each time) the query is built as usual.
 */
export function preparedQuery<DB, Values extends readonly unknown[], Query extends Compilable>(
  build: (db: Kysely<DB>, ...values: Values) => Query,
): {
  /** The query builder itself, to extend into another prepared query. */
  build: (db: Kysely<DB>, ...values: Values) => Query;
  execute(db: Kysely<DB>, ...values: Values): Promise<RowOf<Query>[]>;
  executeTakeFirst(db: Kysely<DB>, ...values: Values): Promise<RowOf<Query> | undefined>;
} {
  type Row = RowOf<Query>;
  const byHandle = new WeakMap<Kysely<DB>, Compiled<Row>>();

  function compile(db: Kysely<DB>, arity: number): Compiled<Row> {
    const names = Array.from({ length: arity }, (_, i) => placeholder(i));
    const query = build(db, ...(names as unknown as Values)).compile() as CompiledQuery<Row>;
    const slots = query.parameters.map((p) => (typeof p === 'string' ? names.indexOf(p) : -1));
    names.forEach((name, i) => {
      if (!slots.includes(i) || query.sql.includes(name)) {
        throw new Error(`preparedQuery: value ${i} is not passed to the query as a parameter`);
      }
    });
    return { query, slots };
  }

  async function execute(db: Kysely<DB>, ...values: Values): Promise<Row[]> {
    if (db.isTransaction) return (await db.executeQuery(build(db, ...values))).rows as Row[];
    let compiled = byHandle.get(db);
    if (!compiled) {
      compiled = compile(db, values.length);
      byHandle.set(db, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((slot, i) => (slot < 0 ? query.parameters[i] : values[slot]));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  }

  return {
    build,
    execute,
    async executeTakeFirst(db, ...values) {
      return (await execute(db, ...values))[0];
    },
  };
}
