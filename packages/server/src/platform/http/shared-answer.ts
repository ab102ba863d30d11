/**
 * Answers that many requests share (a cache entry: the rules of a company and role) are turned
 * into JSON once, when cached, rather than on every request: for the start-up rules call that
 * was most of a cached request's own CPU.
 */
const serialized = new WeakMap<object, string>();

/** Marks `value` as shared and never changed again; the serializer sends its JSON from now on. */
export function shareAnswer<T extends object>(value: T): T {
  serialized.set(value, JSON.stringify(value));
  return value;
}

/** The route serializer: a shared answer's JSON as made once, anything else as it is now. */
export function serializeAnswer(data: unknown): string {
  return (typeof data === 'object' && data !== null ? serialized.get(data) : undefined) ?? JSON.stringify(data);
}
