/** Failures a user can cause, with the HTTP status and the text they see. */
export type ErrorKind =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS';

const STATUS: Record<ErrorKind, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
};

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return STATUS[this.kind];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Not signed in') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You can only change your own data') =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);

/** What a lookup found, or the 404 `message` when it found nothing. */
export async function found<T>(lookup: Promise<T | null | undefined>, message: string): Promise<T> {
  const value = await lookup;
  if (!value) throw notFound(message);
  return value;
}
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooLarge = (message = 'File is too large') =>
  new AppError('PAYLOAD_TOO_LARGE', message);
