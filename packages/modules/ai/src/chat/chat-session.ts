import type { AiMessage } from '@campus/contracts';
import { MSG_NETWORK_ABNORMAL, MSG_REQUEST_FAILED } from '@campus/core';
import { refusalText } from '@campus/ui';
import { applyDelta, parseAnswerEvent, type AnswerEvent } from '../stream/answer-events.ts';
import { openStream, StreamRefusedError } from '../stream/open-stream.ts';
import { readSse } from '../stream/sse.ts';
import type { ChatChannel } from './chat-channel.ts';
import { refusalNotice } from './refusal.ts';

/**
 * One conversation's chat, without React: its messages (oldest first), the answer that is arriving
 * and what the question box must say. The screens subscribe (useChatSession). Issue 40:
 * - an answer streams token by token; 停止 ends it and keeps what was said;
 * - a connection lost (the phone slept, the network went) resumes from the characters already
 *   shown, as soon as the page is visible and online again (`recover`);
 * - where the host cannot stream (WeChat) the answer is asked whole.
 */

export const MESSAGE_PAGE_SIZE = 20;
/** Waits before trying a lost stream again, while the page is visible and online. */
const RETRY_DELAYS_MS = [500, 1500, 4000, 8000];
/** How often the whole-answer mode looks at an answer the server is still writing. */
const POLL_MS = 1500;

export type LiveState =
  /** Nothing on its way. */
  | 'idle'
  /** The question is sent; its answer has not started (or, whole mode, not arrived). */
  | 'asking'
  | 'streaming'
  /** 停止 was pressed; waiting for the server to confirm. */
  | 'stopping'
  /** The stream broke; trying to resume it. */
  | 'reconnecting';

export interface ChatSnapshot {
  messages: readonly AiMessage[];
  /** Messages before the first shown exist. */
  hasOlder: boolean;
  /** The first page is loading (nothing to show yet). */
  loading: boolean;
  /** The first page failed. */
  loadError: unknown;
  live: LiveState;
  /** The id of the answer arriving, once the server named it. */
  liveAnswerId: string | null;
  /** What the question box says after a refusal (quota used, too fast, an empty question...). */
  notice: string | null;
  /** The last refusal was a 429 (quota or rate limit): the box stays closed until the screen is reopened. */
  exhausted: boolean;
}

export interface ChatSessionOptions {
  channel: ChatChannel;
  conversationId: string;
  /**
   * Ask whole answers (the host cannot read a stream). Asked at each question: a screen opened by a
   * link may start before the host is detected.
   */
  wholeAnswers: boolean | (() => boolean);
  /** A 429 (today's quota used up) closes the box until the screen opens again; guests' rate limit does not. */
  closeOnQuota?: boolean;
  /** For tests: the stream opener and timers. */
  open?: typeof openStream;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  isOnlineAndVisible?: () => boolean;
}

const LOCAL_QUESTION = 'local-question';
const LOCAL_ANSWER = 'local-answer';

function localMessage(id: string, conversationId: string, role: AiMessage['role'], text: string): AiMessage {
  return {
    id,
    conversation_id: conversationId,
    role,
    text,
    status: role === 'assistant' ? 'streaming' : 'done',
    error: null,
    sources: [],
    my_rating: null,
    created_at: '',
    created_time: '',
  };
}

function pageVisibleAndOnline(): boolean {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  return visible && online;
}

function noAnswerText(): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? MSG_NETWORK_ABNORMAL : MSG_REQUEST_FAILED;
}

export class ChatSession {
  private state: ChatSnapshot = {
    messages: [],
    hasOlder: false,
    loading: true,
    loadError: undefined,
    live: 'idle',
    liveAnswerId: null,
    notice: null,
    exhausted: false,
  };
  private readonly listeners = new Set<() => void>();
  /** The stream being read; replaced (and the old one aborted) by every new read. */
  private reader: AbortController | null = null;
  private loadedPages = 0;
  private retries = 0;
  private retryTimer: unknown = null;
  private stopWanted = false;
  private disposed = false;
  private answerEnded: ((answer: AiMessage) => void) | undefined;
  private readonly open: typeof openStream;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;
  private readonly canRetryNow: () => boolean;

  constructor(private readonly options: ChatSessionOptions) {
    this.open = options.open ?? openStream;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.canRetryNow = options.isOnlineAndVisible ?? pageVisibleAndOnline;
  }

  /** Answers stream (停止 offered); false where they are asked whole. */
  get streams(): boolean {
    return !this.whole();
  }

  private whole(): boolean {
    const { wholeAnswers } = this.options;
    return typeof wholeAnswers === 'function' ? wholeAnswers() : wholeAnswers;
  }

  // ------------------------------------------------------------------ subscription

  snapshot = (): ChatSnapshot => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<ChatSnapshot>): void {
    if (this.disposed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private replaceMessage(id: string, next: AiMessage): void {
    this.set({ messages: this.state.messages.map((message) => (message.id === id ? next : message)) });
  }

  private liveAnswer(): AiMessage | undefined {
    const id = this.state.liveAnswerId ?? LOCAL_ANSWER;
    return this.state.messages.find((message) => message.id === id);
  }

  /** The screen opened (again: React's strict mode mounts twice): loads, or asks the question it was opened with. */
  start(firstQuestion?: string): void {
    this.disposed = false;
    if (firstQuestion !== undefined && this.state.messages.length === 0 && this.state.live === 'idle') {
      this.set({ loading: false });
      void this.ask(firstQuestion);
      return;
    }
    if (this.state.live !== 'idle') this.recover();
    else void this.load();
  }

  /** A new callback for an ended answer (the screen's latest). */
  setAnswerEnded(callback: ((answer: AiMessage) => void) | undefined): void {
    this.answerEnded = callback;
  }

  /** The screen closed: every read and timer ends (the server keeps writing the answer). */
  dispose(): void {
    this.reader?.abort();
    this.reader = null;
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.retryTimer = null;
    this.disposed = true;
  }

  // ------------------------------------------------------------------ loading

  /** The latest page; an answer still being written is followed (reopened mid-answer). */
  async load(): Promise<void> {
    this.set({ loading: this.state.messages.length === 0, loadError: undefined });
    try {
      const page = await this.options.channel.listMessages(this.options.conversationId, 1, MESSAGE_PAGE_SIZE);
      this.loadedPages = 1;
      const loaded = [...page.results].reverse();
      // a question asked while the page was on its way stays after it
      const known = new Set(loaded.map((message) => message.id));
      const messages = [...loaded, ...this.state.messages.filter((message) => !known.has(message.id))];
      this.set({ messages, hasOlder: page.next !== null, loading: false });
      const last = messages.at(-1);
      if (last?.role === 'assistant' && last.status === 'streaming' && this.state.live === 'idle') this.follow(last);
    } catch (error) {
      this.set({ loading: false, loadError: error });
    }
  }

  /** The page before the oldest shown (会话较长时 加载更早的消息). */
  async loadOlder(): Promise<void> {
    const page = await this.options.channel.listMessages(this.options.conversationId, this.loadedPages + 1, MESSAGE_PAGE_SIZE);
    this.loadedPages += 1;
    const known = new Set(this.state.messages.map((message) => message.id));
    const older = [...page.results].reverse().filter((message) => !known.has(message.id));
    this.set({ messages: [...older, ...this.state.messages], hasOlder: page.next !== null });
  }

  // ------------------------------------------------------------------ asking

  /**
   * Sends a question. Answers false when it was refused (the box keeps the text and shows
   * `notice`), true once the server took it (the answer then streams in).
   */
  async ask(question: string): Promise<boolean> {
    if (this.state.live !== 'idle' || this.state.exhausted) return false;
    const { channel, conversationId } = this.options;
    this.stopWanted = false;
    this.retries = 0;
    this.set({
      notice: null,
      live: 'asking',
      liveAnswerId: null,
      messages: [
        ...this.state.messages,
        localMessage(LOCAL_QUESTION, conversationId, 'user', question),
        localMessage(LOCAL_ANSWER, conversationId, 'assistant', ''),
      ],
    });
    if (this.whole()) return this.askWhole(question);

    const controller = this.newReader();
    let body: ReadableStream<Uint8Array>;
    try {
      const request = channel.askRequest(conversationId, question);
      body = await this.open({
        url: request.url,
        method: 'POST',
        body: request.body,
        withToken: channel.withToken,
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) return true;
      if (error instanceof StreamRefusedError) {
        this.refused(error);
        return false;
      }
      // no answer at all: the question may or may not have reached the server; the messages say
      return this.afterLostAsk(question);
    }
    void this.read(body, controller);
    return true;
  }

  private async askWhole(question: string): Promise<boolean> {
    try {
      const result = await this.options.channel.askWhole(this.options.conversationId, question);
      this.set({
        messages: this.state.messages.map((message) =>
          message.id === LOCAL_QUESTION ? result.question : message.id === LOCAL_ANSWER ? result.answer : message,
        ),
        liveAnswerId: result.answer.id,
      });
      if (result.answer.status === 'streaming') this.poll(result.answer.id);
      else this.ended(result.answer);
      return true;
    } catch (error) {
      const response = (error as { response?: { status?: number; data?: unknown } }).response;
      if (response?.status !== undefined) {
        this.refused(error);
        return false;
      }
      return this.afterLostAsk(question);
    }
  }

  /** A refusal before the answer started: the pair goes, the box says why. */
  private refused(error: unknown): void {
    const notice = refusalNotice(error);
    if (notice.authFailed) this.options.channel.authFailed();
    this.set({
      messages: this.state.messages.filter((message) => message.id !== LOCAL_QUESTION && message.id !== LOCAL_ANSWER),
      live: 'idle',
      notice: notice.text,
      exhausted: this.state.exhausted || (notice.exhausted && this.options.closeOnQuota !== false),
    });
  }

  /**
   * The ask got no answer (network): reads the latest messages; the question is there when the
   * server took it (its answer is then followed), else the pair goes and the box says why.
   */
  private async afterLostAsk(question: string): Promise<boolean> {
    try {
      const page = await this.options.channel.listMessages(this.options.conversationId, 1, MESSAGE_PAGE_SIZE);
      const latest = [...page.results].reverse();
      const asked = latest.at(-2);
      const answer = latest.at(-1);
      if (asked?.role === 'user' && asked.text === question.trim() && answer?.role === 'assistant') {
        this.loadedPages = 1;
        this.set({ messages: latest, hasOlder: page.next !== null, liveAnswerId: answer.id });
        if (answer.status === 'streaming') this.follow(answer);
        else this.ended(answer);
        return true;
      }
    } catch {
      // still no network: say so below
    }
    this.set({
      messages: this.state.messages.filter((message) => message.id !== LOCAL_QUESTION && message.id !== LOCAL_ANSWER),
      live: 'idle',
      notice: noAnswerText(),
    });
    return false;
  }

  // ------------------------------------------------------------------ reading a stream

  private newReader(): AbortController {
    this.reader?.abort();
    if (this.retryTimer !== null) {
      this.clearTimer(this.retryTimer);
      this.retryTimer = null;
    }
    const controller = new AbortController();
    this.reader = controller;
    return controller;
  }

  /** Follows an answer the server is writing: its stored text from where the client is. */
  private follow(answer: AiMessage): void {
    this.set({ live: this.state.live === 'stopping' ? 'stopping' : 'streaming', liveAnswerId: answer.id });
    if (this.whole()) {
      this.poll(answer.id);
      return;
    }
    const controller = this.newReader();
    const { channel } = this.options;
    const url = channel.resumeUrl(answer.id, answer.text.length);
    this.open({ url, method: 'GET', withToken: channel.withToken, signal: controller.signal }).then(
      (body) => void this.read(body, controller),
      (error: unknown) => {
        if (controller.signal.aborted || this.disposed) return;
        if (error instanceof StreamRefusedError && error.status < 500) {
          // the answer is gone or not ours any more: show what is known and stop trying
          if (error.action.kind !== 'message') channel.authFailed();
          this.endWithError(error.message);
          return;
        }
        this.lost();
      },
    );
  }

  private async read(body: ReadableStream<Uint8Array>, controller: AbortController): Promise<void> {
    try {
      for await (const sse of readSse(body)) {
        if (controller !== this.reader) return; // a newer read took over
        const event = parseAnswerEvent(sse);
        if (event !== null && this.apply(event)) return;
      }
      if (controller === this.reader && !controller.signal.aborted) this.lost(); // ended without done: cut
    } catch {
      if (controller === this.reader && !controller.signal.aborted) this.lost();
    }
  }

  /** Applies one event; true when the answer ended. */
  private apply(event: AnswerEvent): boolean {
    this.retries = 0;
    switch (event.kind) {
      case 'start':
        this.set({
          messages: this.state.messages.map((message) =>
            message.id === LOCAL_QUESTION ? event.question : message.id === LOCAL_ANSWER ? event.answer : message,
          ),
          live: this.stopWanted ? 'stopping' : 'streaming',
          liveAnswerId: event.answer.id,
        });
        if (this.stopWanted) void this.stop();
        return false;
      case 'delta': {
        const answer = this.liveAnswer();
        if (answer === undefined) return false;
        const text = applyDelta(answer.text, event.offset, event.text);
        if (text === null) {
          // pieces were lost in between: read again from what is shown
          this.follow(answer);
          return true;
        }
        this.replaceMessage(answer.id, { ...answer, text });
        return false;
      }
      case 'done':
        this.ended(event.answer);
        return true;
      case 'error':
        this.endWithError(event.detail);
        return true;
    }
  }

  private ended(answer: AiMessage): void {
    const id = this.state.liveAnswerId ?? LOCAL_ANSWER;
    this.reader?.abort();
    this.reader = null;
    this.set({
      messages: this.state.messages.map((message) => (message.id === id || message.id === answer.id ? answer : message)),
      live: 'idle',
      liveAnswerId: null,
    });
    this.answerEnded?.(answer);
  }

  private endWithError(detail: string): void {
    const answer = this.liveAnswer();
    const text = detail === '' ? MSG_REQUEST_FAILED : detail;
    if (answer === undefined) {
      this.set({ live: 'idle', liveAnswerId: null, notice: text });
      return;
    }
    this.ended({ ...answer, status: 'failed', error: text });
  }

  /** The stream broke: tries again soon while the page is visible and online, else when it is (recover). */
  private lost(): void {
    this.reader = null;
    if (this.state.live === 'idle') return;
    this.set({ live: this.state.live === 'stopping' ? 'stopping' : 'reconnecting' });
    const delay = RETRY_DELAYS_MS[this.retries];
    if (delay === undefined || !this.canRetryNow()) return; // visibilitychange / online call recover()
    this.retries += 1;
    this.retryTimer = this.setTimer(() => {
      this.retryTimer = null;
      this.recover();
    }, delay);
  }

  /**
   * The page is visible (or online) again: an answer still on its way is read again from the
   * characters shown, whatever the old connection's state (a slept phone's socket may hang).
   */
  recover(): void {
    if (this.disposed || this.state.live === 'idle') return;
    const answer = this.liveAnswer();
    if (answer !== undefined && this.state.liveAnswerId !== null) {
      this.follow(answer);
      return;
    }
    // the ask broke before its answer was named: the messages tell whether the question arrived
    const question = this.state.messages.find((message) => message.id === LOCAL_QUESTION);
    if (question !== undefined) {
      this.reader?.abort();
      this.reader = null;
      void this.afterLostAsk(question.text);
    }
  }

  /** Whole-answer mode: reads the latest messages until the answer is finished. */
  private poll(answerId: string): void {
    const controller = this.newReader();
    const tick = async (): Promise<void> => {
      if (controller !== this.reader) return;
      try {
        const page = await this.options.channel.listMessages(this.options.conversationId, 1, 2);
        const answer = page.results.find((message) => message.id === answerId);
        if (controller !== this.reader) return;
        if (answer !== undefined) {
          if (answer.status !== 'streaming') {
            this.ended(answer);
            return;
          }
          this.replaceMessage(answer.id, answer);
        }
      } catch {
        // a failed look: look again
      }
      this.retryTimer = this.setTimer(() => void tick(), POLL_MS);
    };
    void tick();
  }

  // ------------------------------------------------------------------ stopping

  /** 停止: the server ends the answer and keeps what was said; the chat shows it as stopped. */
  async stop(): Promise<void> {
    if (this.state.live === 'idle') return;
    const answerId = this.state.liveAnswerId;
    this.set({ live: 'stopping' });
    if (answerId === null) {
      this.stopWanted = true; // stopped as soon as the server names the answer (start)
      return;
    }
    try {
      const answer = await this.options.channel.stop(answerId);
      if (this.state.liveAnswerId === answerId) this.ended(answer);
    } catch (error) {
      // the stop was refused or lost: the answer goes on; say why by the box
      if (this.state.live === 'stopping')
        this.set({ live: this.reader === null ? 'reconnecting' : 'streaming', notice: refusalText(error) });
    }
  }
}
