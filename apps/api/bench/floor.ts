// The floor of this machine: a bare Fastify route returning one row by
// primary key through better-sqlite3, on the same database file as the app.
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';

const file = process.env.FLOOR_DB!;
const db = new SQLite(file, { readonly: true });
db.pragma('journal_mode = WAL');
const byId = db.prepare('SELECT id, username, display_name FROM users WHERE id = ?');
const app = Fastify();
app.get('/floor/:id', async (request) => byId.get(Number((request.params as { id: string }).id)));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`FLOOR ${address}`);
