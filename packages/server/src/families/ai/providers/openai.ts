import { aiMessages } from '@campus/contracts';
import { ProviderError, type AnswerEvent, type AnswerProvider, type AnswerRequest } from './types.ts';

export interface OpenAiConfig {
  /** e.g. https://api.example.com/v1 (chat/completions is appended). */
  baseUrl: string;
  model: string;
  apiKey: string;
  /** Until the answer's headers arrive, and between two chunks (default 30 s). */
  idleTimeoutMs?: number;
  /** The whole answer, tool rounds included (default 120 s). */
  totalTimeoutMs?: number;
  /** Rounds of tool calls before the model must answer (default 4). */
  maxToolRounds?: number;
}

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };
interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
interface ChunkDelta {
  content?: string | null;
  tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
}
interface Chunk {
  choices?: { delta?: ChunkDelta; finish_reason?: string | null }[];
}

const SYSTEM_PROMPT =
  '你是园区综合服务平台的智能助手。请用简体中文简洁作答，可使用 Markdown。涉及服务入口、办理步骤、公告或用户本人订单时，先调用提供的工具查询平台数据，只根据查询结果回答，不要编造。';

class Timeout extends Error {}

/** `data:` payloads of a server-sent event stream, as they complete. */
async function* sseData(body: ReadableStream<Uint8Array>, onChunk: () => void): AsyncIterable<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      onChunk();
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        if (data !== '') yield data;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * An OpenAI-compatible chat endpoint: POST {base}/chat/completions with `stream: true` and the tools
 * as functions; the content deltas stream out; tool calls are run and their results go back as
 * `role: tool` messages until the model answers. Failures become ProviderError with a Chinese
 * message (unreachable, an error status, a time-out), never an unhandled error.
 */
export function openAiProvider(config: OpenAiConfig): AnswerProvider {
  const idleMs = config.idleTimeoutMs ?? 30_000;
  const totalMs = config.totalTimeoutMs ?? 120_000;
  const maxRounds = config.maxToolRounds ?? 4;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  return {
    kind: 'openai',
    async *answer(request: AnswerRequest): AsyncIterable<AnswerEvent> {
      const messages: ChatMessage[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        ...request.history.map((t) => ({ role: t.role, content: t.text }) as ChatMessage),
        { role: 'user', content: request.question },
      ];
      const tools = request.tools.map((t) => ({
        type: 'function',
        function: { name: t.name, description: t.description, parameters: t.parameters },
      }));
      const timer = new AbortController();
      let idle: NodeJS.Timeout | undefined;
      const armIdle = () => {
        clearTimeout(idle);
        idle = setTimeout(() => timer.abort(new Timeout()), idleMs);
      };
      const total = setTimeout(() => timer.abort(new Timeout()), totalMs);
      const signal = AbortSignal.any([request.signal, timer.signal]);
      try {
        for (let round = 0; ; round++) {
          armIdle();
          const response = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'text/event-stream',
              ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
            },
            body: JSON.stringify({
              model: config.model,
              messages,
              stream: true,
              ...(tools.length > 0 && round < maxRounds ? { tools, tool_choice: 'auto' } : {}),
            }),
            signal,
          });
          if (!response.ok || !response.body) {
            await response.body?.cancel().catch(() => {});
            throw new ProviderError(aiMessages.providerFailed);
          }
          let content = '';
          const calls: ToolCall[] = [];
          for await (const data of sseData(response.body, armIdle)) {
            if (data === '[DONE]') break;
            let chunk: Chunk;
            try {
              chunk = JSON.parse(data) as Chunk;
            } catch {
              throw new ProviderError(aiMessages.providerFailed);
            }
            const delta = chunk.choices?.[0]?.delta;
            if (typeof delta?.content === 'string' && delta.content !== '') {
              content += delta.content;
              yield { type: 'delta', text: delta.content };
            }
            for (const part of delta?.tool_calls ?? []) {
              const at = part.index ?? calls.length;
              const call = (calls[at] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
              if (part.id) call.id = part.id;
              if (part.function?.name) call.function.name += part.function.name;
              if (part.function?.arguments) call.function.arguments += part.function.arguments;
            }
          }
          const asked = calls.filter((c) => c.function.name !== '');
          // No call, or calls where no tool was offered any more: the answer is what was said.
          if (asked.length === 0 || round >= maxRounds) return;
          messages.push({ role: 'assistant', content: content === '' ? null : content, tool_calls: asked });
          for (const call of asked) messages.push({ role: 'tool', tool_call_id: call.id, content: await runTool(request, call, signal) });
        }
      } catch (err) {
        if (request.signal.aborted) return;
        if (timer.signal.aborted) throw new ProviderError(aiMessages.providerTimeout);
        if (err instanceof ProviderError) throw err;
        throw new ProviderError(aiMessages.providerFailed);
      } finally {
        clearTimeout(idle);
        clearTimeout(total);
      }
    },
  };
}

async function runTool(request: AnswerRequest, call: ToolCall, signal: AbortSignal): Promise<string> {
  const tool = request.tools.find((t) => t.name === call.function.name);
  if (!tool) return JSON.stringify({ error: `unknown tool ${call.function.name}` });
  let args: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(call.function.arguments || '{}');
    if (parsed !== null && typeof parsed === 'object') args = parsed as Record<string, unknown>;
  } catch {
    return JSON.stringify({ error: 'arguments are not JSON' });
  }
  return tool.run(args, signal);
}
