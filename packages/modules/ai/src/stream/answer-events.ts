import { AI_STREAM_EVENTS, type AiMessage } from '@campus/contracts';
import type { SseEvent } from './sse.ts';

/**
 * The ask and resume streams' events (the contract's protocol, packages/contracts/src/api/ai.ts):
 * start, delta, done, error. Parsed by hand (no zod in the client's chunks); an event of another
 * name or with unreadable data is skipped.
 */
export type AnswerEvent =
  | { kind: 'start'; question: AiMessage; answer: AiMessage }
  | { kind: 'delta'; offset: number; text: string }
  | { kind: 'done'; answer: AiMessage }
  | { kind: 'error'; detail: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMessage(value: unknown): value is AiMessage {
  return isRecord(value) && typeof value.id === 'string' && typeof value.text === 'string' && typeof value.status === 'string';
}

export function parseAnswerEvent(event: SseEvent): AnswerEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  switch (event.event) {
    case AI_STREAM_EVENTS.start:
      return isMessage(data.question) && isMessage(data.answer) ? { kind: 'start', question: data.question, answer: data.answer } : null;
    case AI_STREAM_EVENTS.delta:
      return typeof data.offset === 'number' && typeof data.text === 'string'
        ? { kind: 'delta', offset: data.offset, text: data.text }
        : null;
    case AI_STREAM_EVENTS.done:
      return isMessage(data.answer) ? { kind: 'done', answer: data.answer } : null;
    case AI_STREAM_EVENTS.error:
      return { kind: 'error', detail: typeof data.detail === 'string' && data.detail !== '' ? data.detail : '' };
    default:
      return null;
  }
}

/**
 * The answer's text after a delta: the piece replaces everything from its offset (a resume repeats
 * what the client already had). A piece that starts beyond the text (a gap: pieces were lost)
 * answers null: the caller resumes from what it has.
 */
export function applyDelta(text: string, offset: number, piece: string): string | null {
  if (offset < 0 || offset > text.length) return null;
  return text.slice(0, offset) + piece;
}
