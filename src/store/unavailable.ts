// Whether an error thrown by a store means "the database cannot be reached now" (a cut or
// refused connection, a server shutting down, no connection free in time) rather than a bug:
// the server answers those 503 and the caller may retry (docs/server.md "Errors").

/** PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–03 (shutdown), 53300 (too many connections). */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres words these without a code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout/i;

export function isStoreUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
    return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  // Node's connect to a name with several addresses fails with all of them at once.
  return Array.isArray(errors) && errors.some(isStoreUnavailable);
}
