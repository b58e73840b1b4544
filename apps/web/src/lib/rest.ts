import { trackedFetch } from './network-status';

/**
 * The documented REST paths, for what tRPC does not carry: multipart show
 * writes with photos (POST/PUT /api/shows). Behaves as SPEC section 7 says:
 * cookies always sent; a non-OK answer throws an error whose message is
 * '{status}: {body text}' (or the status text); the JSON body's `message`
 * is kept apart for toasts.
 */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'RestError';
  }
}

export async function restRequest<T>(
  path: string,
  init: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: FormData | object;
    /** Extra request headers (an Idempotency-Key, say). */
    headers?: Record<string, string>;
  } = {
    method: 'GET',
  },
): Promise<T> {
  const isForm = init.body instanceof FormData;
  const response = await trackedFetch(path, {
    method: init.method,
    credentials: 'include',
    headers: {
      ...(init.body && !isForm ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body:
      init.body === undefined
        ? undefined
        : isForm
          ? (init.body as FormData)
          : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) {
    let message: string | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (
        parsed &&
        typeof parsed === 'object' &&
        'message' in parsed &&
        typeof parsed.message === 'string'
      ) {
        message = parsed.message;
      }
    } catch {
      // Not JSON: the body text stays in the error message.
    }
    throw new RestError(response.status, message, text, response.statusText);
  }
  // A DELETE answered 200/204 with an empty body yields an empty object.
  return (text ? JSON.parse(text) : {}) as T;
}
