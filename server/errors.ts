// One error type for every rule the server enforces; the error handler turns it into
// `{ error_code, message }` with its HTTP status (docs/contract.md).
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string, details?: Record<string, unknown>) =>
  new AppError(400, code, message, details);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const unauthorized = (message = 'You are not signed in.') => new AppError(401, 'Unauthorized', message);
export const sessionExpired = (message = 'Your session has expired. Please sign in again.') =>
  new AppError(419, 'SessionExpired', message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, 'TooManyRequests', message, retryAfterSeconds ? { retry_after: retryAfterSeconds } : undefined);

/** A message could not be sent; nothing it was for was kept, so the member can simply try again. */
export const smsNotSent = () =>
  new AppError(503, 'SmsNotSent', 'We could not send the SMS just now. Please try again in a minute.');
export const mailNotSent = () =>
  new AppError(503, 'MailNotSent', 'We could not send the e-mail just now. Please try again in a minute.');
