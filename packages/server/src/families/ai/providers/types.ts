import type { AiSource } from '@campus/contracts';

/** A tool an answer provider may call (the openai adapter offers them to the model as functions). */
export interface AnswerTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
  /** Runs the tool; answers the text handed back to the model (JSON). */
  run(args: Record<string, unknown>, signal: AbortSignal): Promise<string>;
}

/** An earlier turn of the conversation, oldest first. */
export interface AnswerTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface AnswerRequest {
  question: string;
  history: readonly AnswerTurn[];
  tools: readonly AnswerTool[];
  /** What the local provider reads (the same data the tools read). */
  knowledge: import('./knowledge.ts').Knowledge;
  signal: AbortSignal;
}

/** A piece of the answer, or what it was found in. */
export type AnswerEvent = { type: 'delta'; text: string } | { type: 'sources'; sources: AiSource[] };

/**
 * Produces an answer as a stream of events. Throws ProviderError (a Chinese message) when it cannot
 * answer; stops early when the request's signal aborts.
 */
export interface AnswerProvider {
  readonly kind: 'local' | 'openai';
  answer(request: AnswerRequest): AsyncIterable<AnswerEvent>;
}

/** A failure the person is told about as it is (the provider could not be reached, timed out ...). */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}
