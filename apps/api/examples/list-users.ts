// Usage: pnpm --filter @gigrank/api exec tsx examples/list-users.ts http://localhost:3000 USERNAME PASSWORD
import { createGigrankClient } from '@gigrank/api/client';

const [baseUrl = 'http://localhost:3000', username = '', password = ''] = process.argv.slice(2);
const gigrank = createGigrankClient(baseUrl);

const { user } = await gigrank.auth.login.mutate({ username, password });
console.log(`Signed in as ${user?.displayName} (@${user?.username})`);
for (const u of await gigrank.users.list.query({})) {
  console.log(`#${u.id} @${u.username} - ${u.displayName}`);
}
