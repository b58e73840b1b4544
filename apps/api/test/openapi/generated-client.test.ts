/**
 * What an engineer does with the OpenAPI document: generate types from the
 * running server's /api/openapi.json with a standard generator
 * (openapi-typescript's command line), write a tool against them with
 * openapi-fetch, type-check it, and run it with a read-only token: it reads
 * the ranking, and its write is refused.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';

const run = promisify(execFile);
const apiDir = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(apiDir, 'node_modules/.bin', name);

const TOOL = `import createClient from 'openapi-fetch';
import type { paths } from './gigrank.js';

const gigrank = createClient<paths>({
  baseUrl: process.env.GIGRANK_URL,
  headers: { authorization: \`Bearer \${process.env.GIGRANK_TOKEN}\` },
});

const me = await gigrank.GET('/api/auth/me');
if (!me.data) throw new Error('not signed in');
const { data: ranking } = await gigrank.GET('/api/users/{id}/ranked-shows', {
  params: { path: { id: me.data.user.id } },
});
for (const show of ranking ?? []) {
  console.log(\`#\${show.rank} \${show.artist}, \${show.city} \${show.date}: \${show.score ?? '-'}\`);
}
// @ts-expect-error: the document has no such path, so the generated types refuse it
void gigrank.GET('/api/nowhere');
// @ts-expect-error: a show needs an artist
void gigrank.POST('/api/shows', { body: { city: 'Lisbon', date: '2026-01-01' } });
const write = await gigrank.POST('/api/shows', {
  body: { artist: 'Late Band', city: 'Lisbon', date: '2026-01-01', score: 50 },
});
console.log(\`write: \${write.response.status} \${write.error?.message ?? ''}\`);
`;

describe('a client generated from the OpenAPI document', () => {
  const t = useTestApp();
  let baseUrl: string;
  let dir: string;
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dir = await mkdtemp(join(tmpdir(), 'gigrank-openapi-client-'));
    await symlink(join(apiDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is generated with openapi-typescript, type-checks, reads the ranking with a read token, and is refused a write', async () => {
    const fan = await t.newUser();
    for (const [artist, score] of [
      ['Portishead', 97],
      ['Radiohead', 92],
      ['Massive Attack', 85],
    ] as const) {
      const res = await fan.post('/api/shows', {
        artist,
        city: 'Lisbon',
        date: '2024-06-01',
        score,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const made = await fan.post('/api/tokens', { name: 'Generated client', scopes: ['read'] });
    const token = made.json().token as string;

    await run(bin('openapi-typescript'), [
      `${baseUrl}/api/openapi.json`,
      '-o',
      join(dir, 'gigrank.ts'),
    ]);
    await writeFile(join(dir, 'tool.ts'), TOOL);
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          noEmit: true,
          skipLibCheck: true,
          types: ['node'],
          lib: ['es2022', 'dom'],
        },
        files: ['tool.ts'],
      }),
    );
    await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    // Type errors (an unused @ts-expect-error included) fail the check with their text.
    await run(bin('tsc'), ['-p', join(dir, 'tsconfig.json')]).catch((error: { stdout: string }) => {
      throw new Error(`tool.ts does not type-check:\n${error.stdout}`);
    });

    const { stdout } = await run(bin('tsx'), [join(dir, 'tool.ts')], {
      env: { ...process.env, GIGRANK_URL: baseUrl, GIGRANK_TOKEN: token },
    });
    expect(stdout.trim().split('\n')).toEqual([
      '#1 Portishead, Lisbon 2024-06-01: 97',
      '#2 Radiohead, Lisbon 2024-06-01: 92',
      '#3 Massive Attack, Lisbon 2024-06-01: 85',
      'write: 403 This API token does not have the shows:write scope',
    ]);
  }, 60_000);
});
