/**
 * The one exception type services throw. `code` is a stable machine-readable reason (each service keeps an
 * enum of its codes), `status` the HTTP status, `message` the human text the spec asks for.
 */
export class AppException extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppException';
  }

  static badRequest(message: string, details?: unknown, code = 'BAD_REQUEST') {
    return new AppException(400, code, message, details);
  }
  static unauthorized(message = 'Authentication required', code = 'UNAUTHENTICATED') {
    return new AppException(401, code, message);
  }
  static forbidden(message = 'Forbidden', code = 'FORBIDDEN') {
    return new AppException(403, code, message);
  }
  static notFound(message = 'Not found', code = 'NOT_FOUND') {
    return new AppException(404, code, message);
  }
  static conflict(message: string, code = 'CONFLICT') {
    return new AppException(409, code, message);
  }
  static unprocessable(message: string, code = 'UNPROCESSABLE') {
    return new AppException(422, code, message);
  }
  static tooManyRequests(message = 'Too many requests, please try again later.', code = 'RATE_LIMITED') {
    return new AppException(429, code, message);
  }
  static unavailable(message: string, code = 'SERVICE_UNAVAILABLE') {
    return new AppException(503, code, message);
  }
  /**
   * A dependency of the request (Redis, MongoDB) cannot be reached: 503, the request may be sent again. What
   * libs/redis and libs/mongo answer for their connection errors no one caught (registerExceptionMapper).
   */
  static dependencyUnavailable() {
    return new AppException(503, DEPENDENCY_UNAVAILABLE_CODE, DEPENDENCY_UNAVAILABLE_MESSAGE);
  }
}

export const DEPENDENCY_UNAVAILABLE_CODE = 'DEPENDENCY_UNAVAILABLE';
export const DEPENDENCY_UNAVAILABLE_MESSAGE = 'A service this request needs is unavailable right now. Please try again in a moment.';
