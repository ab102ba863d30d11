/** Test helpers: event streams written by the test, piece by piece. */

export function sseText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface WrittenStream {
  body: ReadableStream<Uint8Array>;
  write: (text: string) => void;
  end: () => void;
  /** The connection breaks (a phone asleep, a network gone). */
  fail: () => void;
  /** The reader let go of it (abort / cancel). */
  cancelled: () => boolean;
}

export function writtenStream(): WrittenStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    body,
    write: (text) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
    cancelled: () => cancelled,
  };
}

/** Lets queued promise callbacks and stream reads run. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
