/**
 * Polls until check passes, at most withinMs (default 1 s): for what a NOTIFY brings (cache drops
 * after a write made straight in the database). Never a fixed sleep then an assert.
 */
export async function eventually(check: () => Promise<boolean> | boolean, withinMs = 1000): Promise<void> {
  const end = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
