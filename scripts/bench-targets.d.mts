/** Types of bench-targets.mjs for the TypeScript benches. */
import type { Options, Result } from 'autocannon';

export const root: string;

export interface Target {
  url: string;
  databaseUrl: string | undefined;
  pid: number;
  /** What BENCH_GROW printed (seconds per step, rows), or null. */
  grown: unknown;
  stop(): Promise<void>;
}

export function startTarget(env: Record<string, string>, label: string, options?: { timeoutMs?: number }): Promise<Target>;
export function cannon(opts: Options): Promise<Result>;
export function cpuMs(pid: number): number;
