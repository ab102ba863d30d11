import { CHUNK_TIMEOUT_MS } from '../rules/constants.ts';

/** A screen's code failed to load or took longer than the spec's 120 s (spec 2, 8). */
export class ChunkLoadError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(load: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`timed out after ${ms} ms`)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}
