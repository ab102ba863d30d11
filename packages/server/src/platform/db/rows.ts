/** The rows of a raw `db.execute` answer: node-postgres answers `{rows}`, some drivers the array itself. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
