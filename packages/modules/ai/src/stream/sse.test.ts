import { describe, expect, it } from 'vitest';
import { AI_STREAM_EVENTS } from '@campus/contracts';
import { applyDelta, parseAnswerEvent } from './answer-events.ts';
import { readSse, SseParser, type SseEvent } from './sse.ts';
import { sseText, writtenStream } from './test-streams.ts';

describe('the stream reader (issue 40: answers arrive token by token)', () => {
  it('events arrive as they are written, keep-alive comments skipped', async () => {
    const stream = writtenStream();
    const events: SseEvent[] = [];
    const reading = (async () => {
      for await (const event of readSse(stream.body)) events.push(event);
    })();
    const text = `: keep-alive\n\n${sseText('delta', { offset: 0, text: '预约' })}${sseText('done', { x: 1 })}`;
    for (let i = 0; i < text.length; i += 3) stream.write(text.slice(i, i + 3));
    stream.end();
    await reading;
    expect(events.map((event) => event.event)).toEqual(['delta', 'done']);
  });

  it('the parser: CRLF and CR line ends, several data lines, an unnamed event', () => {
    const parser = new SseParser();
    expect(parser.feed('event: delta\r\ndata: {"a":\r\ndata: 1}\r\n')).toEqual([]);
    expect(parser.feed('\r')).toEqual([]); // a CR alone may be half of CRLF
    expect(parser.feed('\ndata: x\r\rdata: z\n\n')).toEqual([
      { event: 'delta', data: '{"a":\n1}' },
      { event: 'message', data: 'x' },
      { event: 'message', data: 'z' },
    ]);
  });

  it('multi-byte text survives pieces cut inside a character', async () => {
    const encoded = new TextEncoder().encode(sseText('delta', { offset: 0, text: '如何预约座位' }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < encoded.length; i += 5) controller.enqueue(encoded.slice(i, i + 5));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    for await (const event of readSse(body)) events.push(event);
    expect(parseAnswerEvent(events[0] as SseEvent)).toEqual({ kind: 'delta', offset: 0, text: '如何预约座位' });
  });

  it('an event the body ended in the middle of is dropped (the client resumes instead)', async () => {
    const stream = writtenStream();
    stream.write(`${sseText('delta', { offset: 0, text: 'a' })}event: done\ndata: {"answer"`);
    stream.end();
    const events: SseEvent[] = [];
    for await (const event of readSse(stream.body)) events.push(event);
    expect(events.map((event) => event.event)).toEqual(['delta']);
  });

  it('the contract’s events; unknown names and bad data are skipped', () => {
    const message = { id: 'a1', text: '', status: 'streaming' };
    expect(
      parseAnswerEvent({ event: AI_STREAM_EVENTS.start, data: JSON.stringify({ question: { ...message, id: 'q1' }, answer: message }) })
        ?.kind,
    ).toBe('start');
    expect(parseAnswerEvent({ event: 'error', data: '{"detail":"智能助手响应超时，请稍后再试"}' })).toEqual({
      kind: 'error',
      detail: '智能助手响应超时，请稍后再试',
    });
    expect(parseAnswerEvent({ event: 'delta', data: 'not json' })).toBeNull();
    expect(parseAnswerEvent({ event: 'ping', data: '{}' })).toBeNull();
  });

  it('a delta replaces from its offset: a resume that repeats text is right; a gap asks for a resume', () => {
    expect(applyDelta('如何', 2, '预约')).toBe('如何预约');
    expect(applyDelta('如何预约', 2, '预约座位')).toBe('如何预约座位');
    expect(applyDelta('如何', 5, 'x')).toBeNull();
  });
});
