import { z } from 'zod';

/**
 * A Django-REST page: `{count, next, previous, results}` (next/previous are page numbers or null).
 * Every paged list takes `?page=` (from 1) and `?page_size=` (1..100, default 20); see pageQuerySchema.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
export interface Page<T> {
  count: number;
  next: number | null;
  previous: number | null;
  results: T[];
}

/**
 * A page of a list that continues by key: `next_after` (null on the last page) goes back as
 * `?after=` with `?page=next` (keysetPageQuerySchema), so a deep page costs what page 1 costs.
 */
export const keysetPageOf = <T extends z.ZodType>(item: T) => pageOf(item).extend({ next_after: z.string().nullable() });
export interface KeysetPage<T> extends Page<T> {
  next_after: string | null;
}

/** `{id}` path parameter of a detail endpoint (a malformed id answers 404 like an unknown one). */
export const idParamsSchema = z.object({ id: z.string() });

/** A staff as shown beside an order, a notice, a comment ... */
export const personRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;
