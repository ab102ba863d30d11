interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the event loop, so the work after it is a task of its own: the
 * browser can paint and answer a tap in between, and no start-up step becomes one long task.
 * `scheduler.yield()` where the browser has it (it resumes ahead of other queued tasks), a
 * zero-delay timeout elsewhere.
 */
export function nextTask(scope: { scheduler?: YieldingScheduler } = globalThis as { scheduler?: YieldingScheduler }): Promise<void> {
  const yieldTo = scope.scheduler?.yield;
  if (typeof yieldTo === 'function') return yieldTo.call(scope.scheduler);
  return new Promise((resolve) => setTimeout(resolve, 0));
}
