/** A minimal server-sent events reader for tests (what a browser's EventSource does). */
export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

export class SseReader {
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  /** Comment lines seen so far (`: connected`, `: ping`). */
  readonly comments: string[] = [];

  constructor(response: Response) {
    if (!response.body) throw new Error('no body');
    this.reader = response.body.getReader();
  }

  /** Resolves when a comment line equal to `text` arrives. */
  async waitForComment(text: string, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.comments.includes(text)) {
      this.parse(false);
      if (this.comments.includes(text)) return;
      await this.pull(deadline);
    }
  }

  /** The next dispatched event (`event:` defaults to 'message'). */
  async next(timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ev = this.parse(true);
      if (ev) return ev;
      await this.pull(deadline);
    }
  }

  /** Resolves when the server ends the stream (throws after timeoutMs). */
  async ended(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        await this.pull(deadline);
      } catch (err) {
        if (err instanceof Error && err.message === 'SSE stream ended') return;
        throw err;
      }
    }
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }

  private async pull(deadline: number): Promise<void> {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error('SSE timeout');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('SSE timeout')), left);
    });
    try {
      const { value, done } = await Promise.race([this.reader.read(), timeout]);
      if (done) throw new Error('SSE stream ended');
      this.buffer += this.decoder.decode(value, { stream: true });
    } finally {
      clearTimeout(timer);
    }
  }

  private parse(wantEvent: boolean): SseEvent | null {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end < 0) return null;
      const block = this.buffer.slice(0, end);
      let event = 'message';
      let id: string | null = null;
      const data: string[] = [];
      let isEvent = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('event:')) {
          event = line.slice(6).trim();
          isEvent = true;
        } else if (line.startsWith('id:')) id = line.slice(3).trim();
        else if (line.startsWith('data:')) {
          data.push(line.slice(5).replace(/^ /, ''));
          isEvent = true;
        }
      }
      if (isEvent && !wantEvent) return null;
      this.buffer = this.buffer.slice(end + 2);
      if (isEvent) return { event, id, data: data.join('\n') };
    }
  }
}
