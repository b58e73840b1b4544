/**
 * The OpenAPI 3.1 document of the REST API, generated from what serves it:
 * the endpoint declarations (their input schemas, REST paths, statuses and
 * answer schemas) and the few routes written by hand, which describe
 * themselves beside their code (`RouteDoc`). Nothing here is written twice:
 * a new declaration is in the document the moment it is registered.
 */
import { z } from 'zod';
import * as domain from '@gigrank/domain';
import { restPaths, type AnyEndpoint, type RestPath } from '../endpoints/endpoint';
import { createdStatus } from '../endpoints/shapes';
import { declaredEndpoints } from '../modules';
import {
  HAND_WRITTEN_ROUTES,
  type MultipartFields,
  type RouteDoc,
} from '../endpoints/hand-written';

type JsonSchema = Record<string, unknown>;
type Method = RestPath['method'];

const errorAnswer = z
  .object({ message: z.string().describe('What went wrong, in words for a person') })
  .meta({ id: 'Error' });

const ERRORS: Record<string, string> = {
  400: 'The input is not valid: nothing changed',
  401: 'No valid session cookie or personal access token',
  403: 'Not allowed: private, not yours, or outside the token’s scopes',
  404: 'No such thing, or not one the caller may see',
  429: 'A rate-limit budget is spent: retry after `Retry-After` seconds',
};

/** `/api/users/:id` as OpenAPI spells it: `/api/users/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');

/** A schema's JSON Schema as the input side of a request (before coercion and defaults). */
function inputSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' });
}

/** The named properties of an input's JSON Schema (an object, or an intersection of objects). */
function propertiesOf(json: JsonSchema): {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
} {
  const parts = [json, ...((json.allOf as JsonSchema[] | undefined) ?? [])];
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const part of parts) {
    Object.assign(properties, (part.properties as Record<string, JsonSchema> | undefined) ?? {});
    for (const name of (part.required as string[] | undefined) ?? []) required.add(name);
  }
  return { properties, required };
}

interface Operation {
  method: Method;
  path: string;
  operationId: string;
  tag: string;
  summary?: string;
  input?: z.ZodType;
  /** A path parameter's name in the input, where it differs. */
  params?: Record<string, string>;
  multipart?: RouteDoc['multipart'];
  alsoMultipart?: RouteDoc['alsoMultipart'];
  statuses: readonly number[];
  answer?: z.ZodType;
  open?: boolean;
}

/** Every documented operation: the declared endpoints' REST paths, then the routes written by hand. */
function operations(): Operation[] {
  const declared = Object.entries(declaredEndpoints).flatMap(([namespace, endpoints]) =>
    Object.entries(endpoints as Record<string, AnyEndpoint>).flatMap(([name, e]) =>
      restPaths({ [name]: e }).map(([, rest]): Operation => {
        const status = rest.status ?? 200;
        return {
          method: rest.method,
          path: rest.path,
          operationId: `${namespace}.${name}`,
          tag: namespace,
          input: rest.fields ?? e.input,
          params: rest.fields ? undefined : rest.params,
          statuses: rest.statuses ?? (rest.reply === createdStatus ? [201, 200] : [status]),
          answer: rest.answer ?? e.output,
        };
      }),
    ),
  );
  const written = HAND_WRITTEN_ROUTES.map((doc): Operation => ({
    ...doc,
    tag: doc.operationId.split('.')[0] ?? 'api',
    input: doc.body ?? doc.query,
    statuses: [doc.status],
  }));
  // One operation id per path: REST's several spellings of one procedure are told apart.
  const seen = new Map<string, number>();
  return [...declared, ...written].map((op) => {
    const n = (seen.get(op.operationId) ?? 0) + 1;
    seen.set(op.operationId, n);
    return n === 1 ? op : { ...op, operationId: `${op.operationId}${n}` };
  });
}

function multipartBody(fields: MultipartFields): JsonSchema {
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, kind]) => [
        name,
        kind === 'file'
          ? file
          : kind === 'files'
            ? { type: 'array', items: file }
            : { type: 'string' },
      ]),
    ),
  };
}

/** The parameters and request body of one operation, from its input schema. */
function requestOf(op: Operation) {
  const names = pathParams(op.path);
  const json = op.input ? inputSchema(op.input) : {};
  const { properties, required } = propertiesOf(json);
  const inPath = new Set(names.map((name) => op.params?.[name] ?? name));
  // A user's lists take the path's user as `userId` in the procedure.
  if (names.includes('id') && !('id' in properties)) inPath.add('userId');
  const parameters: JsonSchema[] = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema:
      properties[op.params?.[name] ?? name] ??
      (name === 'id' ? properties.userId : undefined) ??
      (/(^id|Id)$/.test(name) ? { type: 'integer', minimum: 1 } : { type: 'string' }),
  }));
  const rest = Object.entries(properties).filter(([name]) => !inPath.has(name));
  const carriesBody = op.method !== 'GET' && op.method !== 'DELETE';
  if (!carriesBody) {
    for (const [name, schema] of rest) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  let requestBody: JsonSchema | undefined;
  if (op.multipart) {
    requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: multipartBody(op.multipart) } },
    };
  } else if (carriesBody && rest.length > 0) {
    const body = {
      type: 'object',
      properties: Object.fromEntries(rest),
      required: rest.map(([name]) => name).filter((name) => required.has(name)),
    };
    requestBody = {
      required: body.required.length > 0,
      content: {
        'application/json': { schema: body },
        ...(op.alsoMultipart && {
          'multipart/form-data': {
            schema: {
              ...body,
              properties: {
                ...body.properties,
                ...(multipartBody(op.alsoMultipart).properties as object),
              },
            },
          },
        }),
      },
    };
  }
  return { parameters, requestBody };
}

/**
 * The answer schemas, named: each declared answer schema with an `id` in its
 * metadata is a component; an anonymous one is named after its operation.
 */
function answerComponents(ops: Operation[]) {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, fallback: string) => {
    if (names.has(schema)) return;
    const id = (z.globalRegistry.get(schema)?.id as string | undefined) ?? fallback;
    names.set(schema, id);
    registry.add(schema, { id });
  };
  add(errorAnswer, 'Error');
  // Every named answer shape, so a shape nested in another is a reference, not a copy.
  for (const value of Object.values(domain)) {
    if (value instanceof z.ZodType && z.globalRegistry.get(value)?.id) add(value, '');
  }
  for (const op of ops) if (op.answer) add(op.answer, `${op.operationId}.answer`);
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  });
  for (const schema of Object.values(schemas)) delete (schema as JsonSchema).$schema;
  return { schemas, refOf: (schema: z.ZodType) => `#/components/schemas/${names.get(schema)}` };
}

function answersOf(op: Operation, refOf: (schema: z.ZodType) => string) {
  const responses: Record<string, JsonSchema> = {};
  for (const status of op.statuses) {
    responses[status] =
      status === 204
        ? { description: 'Done; no body' }
        : {
            description: status === 201 ? 'Made' : 'OK',
            content: {
              'application/json': { schema: op.answer ? { $ref: refOf(op.answer) } : {} },
            },
          };
  }
  const errors = op.open ? [400, 429] : [400, 401, 403, 404, 429];
  for (const status of errors) {
    responses[status] = {
      description: ERRORS[status],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return responses;
}

let built: JsonSchema | undefined;

/** The whole document (built once per process: the declarations do not change while it runs). */
export function openApiDocument(): JsonSchema {
  if (built) return built;
  const ops = operations();
  const { schemas, refOf } = answerComponents(ops);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of ops) {
    const { parameters, requestBody } = requestOf(op);
    (paths[openApiPath(op.path)] ??= {})[op.method.toLowerCase()] = {
      operationId: op.operationId,
      tags: [op.tag],
      ...(op.summary && { summary: op.summary }),
      ...(parameters.length > 0 && { parameters }),
      ...(requestBody && { requestBody }),
      responses: answersOf(op, refOf),
      ...(op.open && { security: [] }),
    };
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Gigrank API',
      version: '1.0.0',
      description:
        'The REST paths of Gigrank. Each answers the same call as the tRPC procedure named by its operationId. ' +
        'Send a personal access token as `Authorization: Bearer gr_pat_...` (scopes: ' +
        `${domain.TOKEN_SCOPES.join(', ')}), or the session cookie of a signed-in person.`,
    },
    servers: [{ url: '/' }],
    security: [{ bearerToken: [] }, { sessionCookie: [] }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'gr_pat_...',
          description: 'A personal access token made in Settings > API tokens',
        },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'gigrank_session' },
      },
    },
  };
  return built;
}

let serialised: string | undefined;

/** The document as it goes on the wire: serialised once, not on every request. */
export function openApiJson(): string {
  serialised ??= JSON.stringify(openApiDocument());
  return serialised;
}
