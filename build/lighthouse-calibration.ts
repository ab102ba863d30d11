/**
 * Lighthouse's CPU multiplier is relative to the host: its 4× stands for a mid-tier phone only on a
 * host whose BenchmarkIndex is about 1533. This is the multiplier Lighthouse's CPU throttling
 * calculator gives for the host's BenchmarkIndex (docs/throttling.md, "Calibrating the CPU slowdown";
 * lighthouse-cpu-throttling-calculator), so runs on different machines emulate the same phone.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`no BenchmarkIndex to calibrate with: ${benchmarkIndex}`);
  // 2000 = 6×, 1533 = 4×, 1300 = 3×
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  // 1300 = 3×, 800 = 2×
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 800 = 2×, 150 = 1×; a host slower than the phone is not slowed at all
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
