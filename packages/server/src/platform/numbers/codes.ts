/**
 * Random codes: a pickup code read out at a counter, a QR code's content, a link's secret. Chance
 * makes them unguessable; their uniqueness comes from `withFreshCode` (a taken code is drawn again,
 * a bounded number of times), never from chance alone (issue 34).
 */
import { randomInt } from 'node:crypto';

/** Crockford's base32 without I, L, O, U: a code read aloud or typed is not misread. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The draws every family's codes come from. An object, so a test can make one draw repeat a code
 * that is already taken (`vi.spyOn(draw, 'chars')`) and see it replaced.
 */
export const draw = {
  /** `length` uniformly random characters of `alphabet`. */
  chars(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
    return out;
  },
  /** `length` random decimal digits ('004217'). */
  digits(length: number): string {
    return draw.chars('0123456789', length);
  },
};

/**
 * Draws a code at most this many times. A draw that is taken is as rare as the codes in use are
 * dense: never seen for a secret of 60 bits and more, about one in a thousand for a six-digit pickup
 * code among a thousand open orders; ten taken in a row means nearly every code is in use.
 */
export const CODE_DRAWS = 10;

/**
 * Stores a row under a fresh code: `insert(code)` writes it with `ON CONFLICT (<the code's unique
 * index>) DO NOTHING` and answers the row, or undefined when that code was taken, and the code is
 * drawn again, `draws` times at most (a loop that cannot run forever); then the request fails.
 */
export async function withFreshCode<T>(
  next: () => string,
  insert: (code: string) => Promise<T | undefined>,
  draws = CODE_DRAWS,
): Promise<T> {
  for (let i = 0; i < draws; i++) {
    const row = await insert(next());
    if (row !== undefined) return row;
  }
  throw new Error(`No free code after ${String(draws)} draws`);
}
