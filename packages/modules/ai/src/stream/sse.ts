/**
 * Server-Sent Events read from a fetch body (the ask is a POST, which EventSource cannot send). The
 * parser follows the format's rules: events end at a blank line, `data:` lines join with '\n', lines
 * starting with ':' are comments (keep-alives), CR, LF and CRLF all end a line.
 */

export interface SseEvent {
  /** `event:` field; 'message' when absent. */
  event: string;
  data: string;
}

export class SseParser {
  private buffer = '';
  private eventName = '';
  private dataLines: string[] = [];
  private sawData = false;

  /** Feeds decoded text; answers the events it completed. */
  feed(text: string): SseEvent[] {
    this.buffer += text;
    const events: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (match === null) break;
      // a lone CR at the very end may be the first half of CRLF: wait for the next piece
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event !== null) events.push(event);
    }
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') {
      const event = this.sawData ? { event: this.eventName === '' ? 'message' : this.eventName, data: this.dataLines.join('\n') } : null;
      this.eventName = '';
      this.dataLines = [];
      this.sawData = false;
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventName = value;
    else if (field === 'data') {
      this.dataLines.push(value);
      this.sawData = true;
    }
    return null;
  }
}

/** The events of a streamed body, in order, until it ends (a reader error or abort rejects). */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.feed(decoder.decode(value, { stream: true }));
    }
    // an event the body ended in the middle of is dropped, as the format says (the caller resumes)
    yield* parser.feed(decoder.decode());
  } finally {
    // the caller stopped early (stop, a newer resume, the screen closed): let the connection go
    reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
