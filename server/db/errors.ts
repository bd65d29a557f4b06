// What a database error means, the same on SQLite and PostgreSQL.

/** Unique-constraint violations of SQLite and PostgreSQL (a concurrent insert won). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** SQLite: another connection holds the lock past busy_timeout; the disk or file fails. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN)/;
/**
 * PostgreSQL's SQLSTATEs for a server out of reach: connection exceptions (class 08),
 * insufficient resources (53, e.g. too many connections), shut down or starting (57P0x), and
 * a statement cancelled by statement_timeout (57014).
 */
const PG_UNAVAILABLE = /^(08...|53...|57P0.|57014)$/;
/** The network's own failures on the way to a database server. */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** node-postgres's and its pool's own words for a connection lost, refused or timed out. */
const PG_CLIENT =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/;

/**
 * Whether an error says the database is down, unreachable, locked or too slow (so the request
 * answers 503 and the next one may succeed) rather than that the query itself is wrong.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const { code, message, cause, errors } = err as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (SQLITE_UNAVAILABLE.test(code) || PG_UNAVAILABLE.test(code) || NETWORK.has(code))
      return true;
    // ALTER DATABASE … ALLOW_CONNECTIONS false: 55000 is also used for unrelated states.
    if (code === '55000' && /not currently accepting connections/.test(String(message)))
      return true;
  }
  if (typeof message === 'string' && PG_CLIENT.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
