/**
 * The OpenAPI document: valid OpenAPI 3.1 by an independent validator, every
 * /api route in it and nothing else, each answer a named schema where the
 * route answers JSON, and its reference page served from our own files under
 * the app's CSP. Real answers are held to it in the REST authorization
 * matrix (endpoints/authorization-rest.test.ts), which calls every route.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';
import { DOCUMENT_ROUTES, hasAnswerSchema } from '../support/openapi-answers';

/** The one route whose success is not JSON of one shape: a download, JSON or CSV. */
const NOT_DESCRIBED = new Set(['GET /api/users/:id/export']);

describe('the OpenAPI document', () => {
  const t = useTestApp();

  it('is valid OpenAPI 3.1 and names every /api route, with a schema for every JSON answer', async () => {
    const res = await t.anon.get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const routes = t.app.routeList
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !DOCUMENT_ROUTES.has(r));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`),
    );
    expect(documented.sort()).toEqual([...routes].sort());

    const withoutSchema = documented.filter((route) => {
      const op =
        doc.paths[route.split(' ')[1]!.replace(/:([A-Za-z]+)/g, '{$1}')]![
          route.split(' ')[0]!.toLowerCase()
        ]!;
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2') && s !== '204');
      return success.some((s) => !hasAnswerSchema(route, Number(s)));
    });
    expect(withoutSchema.filter((r) => !NOT_DESCRIBED.has(r))).toEqual([]);
  });

  it('has a reference page made of our own files, allowed by the CSP', async () => {
    const page = await t.anon.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBe(3);
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/docs\//);
      const asset = await t.anon.get(source);
      expect(asset.statusCode, source).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect((await t.anon.get('/api/docs/package.json')).statusCode).toBe(404);
    expect((await t.anon.get('/api/docs/..%2Fpackage.json')).statusCode).toBe(404);
  });
});
