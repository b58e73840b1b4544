// The floor of this machine: a bare Fastify route returning one row by primary
// key, with no hooks, session or query builder. Through better-sqlite3 on the
// app's SQLite file (FLOOR_DB), or through pg on its PostgreSQL database
// (FLOOR_PG), so each engine's table is read against its own floor.
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';
import { loadPg } from './pg';

const app = Fastify();
if (process.env.FLOOR_PG) {
  const pg = loadPg();
  const pool = new pg.Pool({ connectionString: process.env.FLOOR_PG, max: 10 });
  app.get('/floor/:id', async (request) => {
    const { rows } = await pool.query(
      'SELECT id, username, display_name FROM users WHERE id = $1',
      [Number((request.params as { id: string }).id)],
    );
    return rows[0];
  });
} else {
  const db = new SQLite(process.env.FLOOR_DB!, { readonly: true });
  const byId = db.prepare('SELECT id, username, display_name FROM users WHERE id = ?');
  app.get('/floor/:id', async (request) => byId.get(Number((request.params as { id: string }).id)));
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`FLOOR ${address}`);
