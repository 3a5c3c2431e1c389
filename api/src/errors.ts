import { type ErrorIssue, SERVER_MESSAGES } from "@kindred/contract";

/**
 * The few errors routes throw. The error middleware turns each into its status and the
 * `{ message, issues? }` body of docs/http-api.md.
 */
export class HttpError extends Error {
  override name = "HttpError";

  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const ValidationError = (message: string = SERVER_MESSAGES.validation, issues?: ErrorIssue[]) =>
  new HttpError(400, message, issues);

export const AuthenticationError = (message: string = SERVER_MESSAGES.notSignedIn) => new HttpError(401, message);

export const AuthorizationError = (message: string = SERVER_MESSAGES.forbidden) => new HttpError(403, message);

export const NotFoundError = (message: string = SERVER_MESSAGES.notFound) => new HttpError(404, message);

export const MethodNotAllowedError = (message: string = SERVER_MESSAGES.methodNotAllowed) =>
  new HttpError(405, message);

export const ConflictError = (message: string = SERVER_MESSAGES.conflict) => new HttpError(409, message);

export const GoneError = (message: string) => new HttpError(410, message);

export const PayloadTooLargeError = (message: string = SERVER_MESSAGES.bodyTooLarge) => new HttpError(413, message);

export const UnsupportedMediaTypeError = (message: string = SERVER_MESSAGES.unsupportedMediaType) =>
  new HttpError(415, message);

export const RateLimitError = (message: string = SERVER_MESSAGES.tooManyRequests, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    undefined,
    retryAfterSeconds === undefined ? {} : { "Retry-After": String(Math.ceil(retryAfterSeconds)) },
  );

export const ServiceUnavailableError = (message: string) => new HttpError(503, message);
