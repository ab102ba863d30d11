import { localProvider } from './local.ts';
import { openAiProvider } from './openai.ts';
import type { AnswerProvider } from './types.ts';

/** The local assistant's pause between streamed pieces: AI_LOCAL_PIECE_MS, default 20 ms. */
export function localPieceDelayMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.AI_LOCAL_PIECE_MS ?? 20);
  return Number.isFinite(value) && value >= 0 ? Math.min(value, 1000) : 20;
}

export interface ProviderSettings {
  kind: 'local' | 'openai';
  baseUrl: string;
  model: string;
  apiKey: string;
}

/** The company's provider for one question; `stream`: pieces are paced only when someone watches them arrive. */
export function providerFor(settings: ProviderSettings, stream: boolean): AnswerProvider {
  if (settings.kind === 'openai' && settings.baseUrl !== '') {
    return openAiProvider({ baseUrl: settings.baseUrl, model: settings.model, apiKey: settings.apiKey });
  }
  return localProvider({ pieceDelayMs: stream ? localPieceDelayMs() : 0 });
}
