// What a database error means, the same on SQLite and PostgreSQL.

/** Unique-constraint violations of SQLite and PostgreSQL (a concurrent insert won). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
