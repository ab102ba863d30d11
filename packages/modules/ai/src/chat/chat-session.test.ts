import type { AiMessage, AiMessagePage } from '@campus/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StreamRefusedError, type StreamRequest } from '../stream/open-stream.ts';
import { settle, sseText, writtenStream, type WrittenStream } from '../stream/test-streams.ts';
import type { ChatChannel } from './chat-channel.ts';
import { ChatSession } from './chat-session.ts';

function message(id: string, role: AiMessage['role'], text: string, status: AiMessage['status'] = 'done'): AiMessage {
  return {
    id,
    conversation_id: 'c1',
    role,
    text,
    status,
    error: null,
    sources: [],
    my_rating: null,
    created_at: '2026-11-29T10:00:00Z',
    created_time: '2026-11-29 18:00:00',
  };
}

function page(...newestFirst: AiMessage[]): AiMessagePage {
  return { count: newestFirst.length, next: null, previous: null, results: newestFirst };
}

const QUESTION = message('q1', 'user', '如何预约座位');
const STARTED = message('a1', 'assistant', '', 'streaming');

function fakeChannel(overrides: Partial<ChatChannel> = {}): ChatChannel {
  return {
    withToken: true,
    canRate: true,
    listMessages: vi.fn(async () => page()),
    askRequest: (id, question) => ({ url: `/ask/${id}`, body: { question } }),
    askWhole: vi.fn(),
    resumeUrl: (id, offset) => `/resume/${id}?offset=${String(offset)}`,
    stop: vi.fn(),
    authFailed: vi.fn(),
    ...overrides,
  };
}

/** A session whose streams the test writes; `opened` lists every stream request in order. */
function sessionWith(channel: ChatChannel, options: { visible?: () => boolean } = {}) {
  const streams: WrittenStream[] = [];
  const opened: StreamRequest[] = [];
  const timers: Array<() => void> = [];
  const session = new ChatSession({
    channel,
    conversationId: 'c1',
    wholeAnswers: false,
    open: async (request) => {
      opened.push(request);
      const stream = writtenStream();
      streams.push(stream);
      return stream.body;
    },
    setTimer: (run) => timers.push(run),
    clearTimer: () => undefined,
    isOnlineAndVisible: options.visible ?? (() => true),
  });
  return { session, streams, opened, timers };
}

const answerOf = (session: ChatSession) => session.snapshot().messages.find((m) => m.role === 'assistant');

afterEach(() => vi.restoreAllMocks());

describe('the chat (issue 40: streamed answers, stop, resume)', () => {
  it('ask: the answer grows delta by delta, then completes; the box is free again', async () => {
    const { session, streams, opened } = sessionWith(fakeChannel());
    session.start();
    await settle();
    const accepted = session.ask('如何预约座位');
    expect(session.snapshot().live).toBe('asking');
    expect(await accepted).toBe(true);
    expect(opened[0]).toMatchObject({ url: '/ask/c1', method: 'POST', body: { question: '如何预约座位' }, withToken: true });
    const stream = streams[0] as WrittenStream;
    stream.write(sseText('start', { question: QUESTION, answer: STARTED }));
    stream.write(sseText('delta', { offset: 0, text: '打开' }));
    await settle();
    expect(session.snapshot().live).toBe('streaming');
    expect(answerOf(session)?.text).toBe('打开');
    stream.write(sseText('delta', { offset: 2, text: '**座位预约**' }));
    await settle();
    expect(answerOf(session)?.text).toBe('打开**座位预约**');
    const ended = vi.fn();
    session.setAnswerEnded(ended);
    stream.write(sseText('done', { answer: message('a1', 'assistant', '打开**座位预约**。') }));
    await settle();
    expect(session.snapshot()).toMatchObject({ live: 'idle', liveAnswerId: null });
    expect(session.snapshot().messages.map((m) => m.id)).toEqual(['q1', 'a1']);
    expect(answerOf(session)).toMatchObject({ status: 'done', text: '打开**座位预约**。' });
    expect(ended).toHaveBeenCalledOnce();
  });

  it('stop mid-way: the server ends it, what was said stays, shown as stopped; the stream is let go', async () => {
    const stopped = message('a1', 'assistant', '打开座', 'stopped');
    const channel = fakeChannel({ stop: vi.fn(async () => stopped) });
    const { session, streams, opened } = sessionWith(channel);
    session.start();
    await session.ask('如何预约座位');
    const stream = streams[0] as WrittenStream;
    stream.write(sseText('start', { question: QUESTION, answer: STARTED }) + sseText('delta', { offset: 0, text: '打开座' }));
    await settle();
    await session.stop();
    expect(channel.stop).toHaveBeenCalledWith('a1');
    expect(answerOf(session)).toMatchObject({ status: 'stopped', text: '打开座' });
    expect(session.snapshot().live).toBe('idle');
    expect(opened[0]?.signal.aborted).toBe(true); // fetch lets the connection go
  });

  it('stop before the server named the answer: stopped as soon as it does', async () => {
    const channel = fakeChannel({ stop: vi.fn(async () => message('a1', 'assistant', '', 'stopped')) });
    const { session, streams } = sessionWith(channel);
    session.start();
    await session.ask('如何预约座位');
    await session.stop();
    expect(session.snapshot().live).toBe('stopping');
    (streams[0] as WrittenStream).write(sseText('start', { question: QUESTION, answer: STARTED }));
    await settle();
    expect(channel.stop).toHaveBeenCalledWith('a1');
    expect(answerOf(session)?.status).toBe('stopped');
  });

  it('the connection breaks (the phone slept): resumed from the characters shown, the text stays right', async () => {
    let visible = false;
    const { session, streams, opened } = sessionWith(fakeChannel(), { visible: () => visible });
    session.start();
    await session.ask('如何预约座位');
    const first = streams[0] as WrittenStream;
    first.write(sseText('start', { question: QUESTION, answer: STARTED }) + sseText('delta', { offset: 0, text: '打开座位' }));
    await settle();
    first.fail();
    await settle();
    expect(session.snapshot().live).toBe('reconnecting');
    expect(opened).toHaveLength(1); // hidden: no retry until the page is back
    visible = true;
    session.recover(); // visibilitychange
    await settle();
    expect(opened[1]).toMatchObject({ url: '/resume/a1?offset=4', method: 'GET' });
    const resumed = streams[1] as WrittenStream;
    // the server sends what is stored from the offset, then goes on live
    resumed.write(sseText('delta', { offset: 4, text: '预约' }) + sseText('delta', { offset: 6, text: '。' }));
    resumed.write(sseText('done', { answer: message('a1', 'assistant', '打开座位预约。') }));
    await settle();
    expect(answerOf(session)).toMatchObject({ status: 'done', text: '打开座位预约。' });
  });

  it('a stream that ends without done is resumed at once while the page is visible', async () => {
    const { session, streams, opened, timers } = sessionWith(fakeChannel());
    session.start();
    await session.ask('如何预约座位');
    (streams[0] as WrittenStream).write(
      sseText('start', { question: QUESTION, answer: STARTED }) + sseText('delta', { offset: 0, text: 'ab' }),
    );
    (streams[0] as WrittenStream).end();
    await settle();
    expect(timers).toHaveLength(1);
    timers[0]?.();
    await settle();
    expect(opened[1]?.url).toBe('/resume/a1?offset=2');
  });

  it('the screen reopened on an answer still being written follows it from its stored text', async () => {
    const channel = fakeChannel({ listMessages: vi.fn(async () => page(message('a1', 'assistant', '打开', 'streaming'), QUESTION)) });
    const { session, opened } = sessionWith(channel);
    session.start();
    await settle();
    expect(session.snapshot().live).toBe('streaming');
    expect(opened[0]?.url).toBe('/resume/a1?offset=2');
  });

  it('today’s quota used up (429): the pair goes, the box says why and stays closed; AUTH_FAIL goes to the catalogue', async () => {
    const channel = fakeChannel();
    const session = new ChatSession({
      channel,
      conversationId: 'c1',
      wholeAnswers: false,
      open: async () => {
        throw new StreamRefusedError(
          429,
          { detail: '今日提问次数已用完，请明天再试' },
          { kind: 'message', text: '今日提问次数已用完，请明天再试' },
        );
      },
    });
    session.start();
    expect(await session.ask('如何预约座位')).toBe(false);
    expect(session.snapshot()).toMatchObject({ messages: [], live: 'idle', notice: '今日提问次数已用完，请明天再试', exhausted: true });
    expect(await session.ask('再问')).toBe(false);

    const expired = new ChatSession({
      channel,
      conversationId: 'c1',
      wholeAnswers: false,
      open: async () => {
        throw new StreamRefusedError(
          401,
          { code: 'AUTH_FAIL', detail: '登录已失效' },
          { kind: 'auth-fail', code: 'AUTH_FAIL', msg: '登录已失效', status: 401 },
        );
      },
    });
    expect(await expired.ask('如何预约座位')).toBe(false);
    expect(channel.authFailed).toHaveBeenCalledOnce();
  });

  it('an error event: what was said stays, with the server’s words', async () => {
    const { session, streams } = sessionWith(fakeChannel());
    session.start();
    await session.ask('如何预约座位');
    (streams[0] as WrittenStream).write(
      sseText('start', { question: QUESTION, answer: STARTED }) +
        sseText('delta', { offset: 0, text: '打开' }) +
        sseText('error', { detail: '智能助手响应超时，请稍后再试' }),
    );
    await settle();
    expect(answerOf(session)).toMatchObject({ status: 'failed', text: '打开', error: '智能助手响应超时，请稍后再试' });
    expect(session.snapshot().live).toBe('idle');
  });

  it('a host that cannot stream (WeChat) asks for the whole answer', async () => {
    const whole = { question: QUESTION, answer: message('a1', 'assistant', '打开座位预约。') };
    const channel = fakeChannel({ askWhole: vi.fn(async () => whole) });
    const open = vi.fn();
    const session = new ChatSession({ channel, conversationId: 'c1', wholeAnswers: true, open });
    session.start();
    expect(await session.ask('如何预约座位')).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(channel.askWhole).toHaveBeenCalledWith('c1', '如何预约座位');
    expect(session.snapshot().messages).toEqual([whole.question, whole.answer]);
    expect(session.streams).toBe(false);
  });
});
