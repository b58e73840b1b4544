/**
 * The router's type as a tool outside the server sees it: every procedure's
 * input and answer as plain data, with nothing of the server behind them (its
 * request context, zod schemas, database rows). build.mjs expands
 * `ClientRoot` and `ClientRouterRecord` in full into the published
 * declaration file, so it names no type but @trpc/server's.
 */
import type { AppRouter as ServerRouter } from '@gigrank/api';
import type * as trpc from '@trpc/server';

/**
 * A value's type spelled out field by field: a named type of the server
 * (`Show`, `User`, a union such as `TokenScope`) becomes the object or the
 * literals it stands for. TypeScript prints a type by name where it can: when
 * the type carries a name (a union returned as it is keeps its alias, so one
 * of literals is rebuilt through a mapped type) and when a property keeps the
 * type its declaration wrote (so objects are mapped with renamed keys, which
 * leaves their properties no declaration to borrow).
 */
type Plain<T> = 0 extends 1 & T
  ? T
  : [T] extends [PropertyKey | boolean | null | undefined]
    ? { [K in Extract<T, PropertyKey>]: K }[Extract<T, PropertyKey>] | Exclude<T, PropertyKey>
    : T extends unknown
      ? T extends Date
        ? T
        : T extends AsyncIterable<infer Item>
          ? AsyncIterable<Plain<Item>>
          : T extends readonly unknown[]
            ? { [K in keyof T]: Plain<T[K]> }
            : T extends object
              ? { [K in keyof T as K extends string | number ? `${K}` : never]: Plain<T[K]> }
              : T
      : never;

/** What a procedure declares, its input and answer made plain (conditional: printed in full). */
type PlainDef<D extends { input: unknown; output: unknown }> = D extends unknown
  ? { input: Plain<D['input']>; output: Plain<D['output']>; meta: object }
  : never;

/** A procedure of the same kind with a plain input and answer. */
type ClientProcedure<P> =
  P extends trpc.TRPCQueryProcedure<infer D>
    ? trpc.TRPCQueryProcedure<PlainDef<D>>
    : P extends trpc.TRPCMutationProcedure<infer D>
      ? trpc.TRPCMutationProcedure<PlainDef<D>>
      : P extends trpc.TRPCSubscriptionProcedure<infer D>
        ? trpc.TRPCSubscriptionProcedure<PlainDef<D>>
        : never;

/** A router's record (namespaces and procedures), each procedure a ClientProcedure. */
type ClientRecord<R> = R extends object
  ? {
      [K in keyof R]: R[K] extends trpc.AnyTRPCProcedure
        ? ClientProcedure<R[K]>
        : ClientRecord<R[K]>;
    }
  : never;

type ServerRoot = ServerRouter['_def']['_config']['$types'];

/** The router's root types without the server's request context. */
export type ClientRoot = ServerRoot extends infer Root extends {
  errorShape: unknown;
  transformer: boolean;
}
  ? {
      ctx: object;
      meta: object;
      errorShape: Plain<Root['errorShape']>;
      transformer: Root['transformer'];
    }
  : never;

/** Every namespace and procedure of the API. */
export type ClientRouterRecord = ClientRecord<ServerRouter['_def']['record']>;

/** The Gigrank API's tRPC router, as @trpc/client needs it. */
export type AppRouter = trpc.TRPCBuiltRouter<ClientRoot, ClientRouterRecord>;
