import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyTRPCRouter, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import {
  getErrorShape,
  getHTTPStatusCode,
  getRequestInfo,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import { answerJson } from '../http/answer-json';
import { searchParamsOf } from '../http/request-calls';
import type { Context } from './init';

/**
 * GET queries (the web app's reads, batched or alone) answered without
 * tRPC's fetch-API adapter, which turns every Node request into a web
 * `Request` (with an AbortController aborted when it closes) and streams the
 * answer back through a web `Response`: for a kept answer that round trip
 * cost more than the read itself (docs/performance.md, "The same answer over
 * REST and over tRPC"). What a call goes through is tRPC's own: the request
 * is read by tRPC's `getRequestInfo` (the same batch, paths and inputs the
 * budgets read in http/request-calls.ts), each call runs its procedure with
 * its middlewares (counted calls, sign-in, input schema), and errors take
 * tRPC's shape through the router's error formatter, with tRPC's status.
 *
 * Everything else goes on to tRPC's adapter unchanged: mutations,
 * subscriptions, streamed batches (`trpc-accept: application/jsonl`), a
 * request whose calls cannot be read, or one naming a procedure that is not
 * a query (tRPC answers those errors itself).
 *
 * The pieces come from tRPC's `unstable-core-do-not-import` entry, which
 * may change between its releases: test/trpc/query-requests.test.ts holds
 * every kind of answer here equal to the adapter's, so an upgrade that
 * changes them fails there.
 */
export interface QueryRequestsOptions {
  router: AnyTRPCRouter;
  maxBatchSize: number;
  createContext: (opts: CreateFastifyContextOptions) => Context;
  onError: (opts: { error: TRPCError; path: string | undefined }) => void;
}

/** A signal for the procedures of a query: an answer once started is finished. */
const NEVER_ABORTED = new AbortController().signal;

/** Answers the request when it is a GET of queries; false to leave it to tRPC's adapter. */
export async function answerQueries(
  request: FastifyRequest,
  reply: FastifyReply,
  options: QueryRequestsOptions,
): Promise<boolean> {
  if (request.method !== 'GET' || request.headers['trpc-accept'] !== undefined) return false;
  const raw = request.raw.url ?? request.url;
  const searchParams = searchParamsOf(raw);
  const path = (request.params as { path?: unknown }).path;
  if (typeof path !== 'string') return false;
  const headers = new Headers();
  const contentType = request.headers['content-type'];
  if (contentType !== undefined) headers.set('content-type', String(contentType));
  let info: Awaited<ReturnType<typeof getRequestInfo>>;
  try {
    info = await getRequestInfo({
      req: { method: 'GET', headers, signal: NEVER_ABORTED } as unknown as Request,
      path: decodeURIComponent(path),
      router: options.router,
      searchParams,
      headers,
      url: new URL(raw, 'http://localhost'),
      maxBatchSize: options.maxBatchSize,
    });
  } catch {
    return false;
  }
  if (info.type !== 'query' || info.calls.some((call) => call.procedure?._def.type !== 'query')) {
    return false;
  }
  const config = options.router._def._config;
  const ctx = options.createContext({ req: request, res: reply, info });
  const answers = await Promise.all(
    info.calls.map(async (call) => {
      try {
        const data: unknown = await call.procedure!({
          path: call.path,
          getRawInput: call.getRawInput,
          ctx,
          type: 'query',
          signal: NEVER_ABORTED,
          batchIndex: call.batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError({ error, path: call.path });
        const input = call.result();
        return {
          error: getErrorShape({ config, ctx, error, input, path: call.path, type: 'query' }),
        };
      }
    }),
  );
  const body = info.isBatchCall ? answers : answers[0]!;
  const json = answers.map((answer) => answerText(config, answer));
  void reply
    .status(getHTTPStatusCode(body))
    .header('vary', 'trpc-accept, accept')
    .type('application/json')
    .send(info.isBatchCall ? `[${json.join(',')}]` : json[0]!);
  return true;
}

/**
 * One call's answer as JSON. The data of an answer the read cache handed out
 * keeps its JSON (http/answer-json.ts), so a kept page is not written again
 * for every request; the envelope around it is what tRPC writes (this router
 * has no transformer: its data go out as they are).
 */
function answerText(
  config: AnyTRPCRouter['_def']['_config'],
  answer: Parameters<typeof getHTTPStatusCode>[0] & object,
): string {
  if (!('result' in answer) || config.transformer.output.serialize(PLAIN) !== PLAIN) {
    return JSON.stringify(transformTRPCResponse(config, answer));
  }
  const data: unknown = answer.result.data;
  return data === undefined ? '{"result":{}}' : `{"result":{"data":${answerJson(data)}}}`;
}

/** What a router without a transformer sends as it is. */
const PLAIN = {};
