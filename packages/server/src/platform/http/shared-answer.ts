import { LRUCache } from 'lru-cache';

/**
 * Answers that many requests share (a cache entry: the rules of a company and role) are turned
 * into JSON once, when cached, rather than on every request: for the start-up rules call that
 * was most of a cached request's own CPU. Their compressed copies are made once too.
 */
const serialized = new WeakMap<object, string>();

/** A shared answer's JSON compressed per content coding ('br', 'gzip'), filled on first demand (http/compression.ts). */
export type EncodedCopies = Map<string, Buffer>;

/**
 * Keyed by the JSON itself: the serializer hands the onSend hooks the string made here. Bounded,
 * since an answer dropped from its cache leaves no other trace to clean up after.
 */
const copies = new LRUCache<string, EncodedCopies>({ max: 256 });

/** Marks `value` as shared and never changed again; the serializer sends its JSON from now on. */
export function shareAnswer<T extends object>(value: T): T {
  const json = JSON.stringify(value);
  serialized.set(value, json);
  // the same list cached again (after a change elsewhere in the company) keeps its copies
  if (!copies.has(json)) copies.set(json, new Map());
  return value;
}

/** The route serializer: a shared answer's JSON as made once, anything else as it is now. */
export function serializeAnswer(data: unknown): string {
  return (typeof data === 'object' && data !== null ? serialized.get(data) : undefined) ?? JSON.stringify(data);
}

/** The compressed copies kept for a shared answer's JSON; undefined for any other payload. */
export function encodedCopiesOf(json: string): EncodedCopies | undefined {
  return copies.get(json);
}
