// The one error type services throw; the error middleware turns it into an honest status and body.
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = statusCode(status),
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

function statusCode(status: number): string {
  const codes: Record<number, string> = {
    400: 'bad_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'too_large',
    415: 'unsupported_media_type',
    429: 'too_many_requests',
    503: 'unavailable',
  };
  return codes[status] ?? 'error';
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, message, 'bad_request', details);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, details?: unknown) =>
  new AppError(409, message, 'conflict', details);
export const unavailable = (message: string) => new AppError(503, message);
