/**
 * Real answers held to the OpenAPI document: an answer's body is checked
 * against the schema the document publishes for its route and status (ajv,
 * JSON Schema 2020-12, the document's own `$ref`s resolved in place).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../src/openapi/openapi';

const DOCUMENT_ID = 'https://gigrank.test/openapi.json';

/** The document's own routes, which are not API calls and are not in it. */
export const DOCUMENT_ROUTES = new Set([
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/:file',
]);

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ ...openApiDocument(), $id: DOCUMENT_ID });

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const validators = new Map<string, ValidateFunction | null>();

/** `/api/users/:id` as the document spells it. */
const documentPath = (route: string) => route.replace(/:([A-Za-z]+)/g, '{$1}');

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

/** The document's operation of a route ('GET /api/users/:id'), if it has one. */
function documentedOperation(route: string): Operation | undefined {
  const [method = '', path = ''] = route.split(' ');
  const paths = (openApiDocument() as { paths: Record<string, Record<string, Operation>> }).paths;
  return paths[documentPath(path)]?.[method.toLowerCase()];
}

/** Whether the document gives the answer of `route` with `status` a schema (not `{}`). */
export function hasAnswerSchema(route: string, status: number): boolean {
  const schema =
    documentedOperation(route)?.responses[status]?.content?.['application/json']?.schema;
  return schema !== undefined && Object.keys(schema).length > 0;
}

/**
 * What is wrong with an answer of `route` (its status and JSON body) by the
 * document: [] when it matches, or when the document gives it no schema.
 */
export function answerProblems(route: string, status: number, body: string): string[] {
  const key = `${route} ${status}`;
  if (DOCUMENT_ROUTES.has(route)) return [];
  if (!documentedOperation(route)) return [`${route} is not in the document`];
  const response = documentedOperation(route)?.responses[status];
  if (!response) return [`${route} answered ${status}, which the document does not list`];
  if (status === 204) return [];
  if (!validators.has(key)) {
    const [method = '', path = ''] = route.split(' ');
    const at = pointer(
      'paths',
      documentPath(path),
      method.toLowerCase(),
      'responses',
      String(status),
    );
    validators.set(
      key,
      hasAnswerSchema(route, status)
        ? ajv.compile({ $ref: `${DOCUMENT_ID}#/${at}/content/application~1json/schema` })
        : null,
    );
  }
  const validate = validators.get(key);
  if (!validate) return [];
  if (validate(JSON.parse(body))) return [];
  return (validate.errors ?? []).map((e) => `${route} ${status}: ${e.instancePath} ${e.message}`);
}
