/**
 * A fake OpenAI-compatible server for the tests: POST /v1/chat/completions answers server-sent
 * chunks as a script says, and records every request (headers and body).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface ChatRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
    tools?: { type: string; function: { name: string } }[];
  };
}

/** What to answer: chunk objects (each sent as `data: <json>`, a string as it is), a status with no stream, or nothing at all (a hung server). */
export type Script = (request: ChatRequest, index: number) => { chunks: unknown[]; delayMs?: number } | { status: number } | 'hang';

export interface FakeOpenAi {
  baseUrl: string;
  requests: ChatRequest[];
  setScript(script: Script): void;
  close(): Promise<void>;
}

/** A content delta chunk and a tool call chunk, as the OpenAI stream sends them. */
export const contentChunk = (content: string) => ({ choices: [{ index: 0, delta: { content } }] });
export const toolCallChunk = (part: { index: number; id?: string; name?: string; arguments?: string }) => ({
  choices: [
    {
      index: 0,
      delta: {
        tool_calls: [
          {
            index: part.index,
            ...(part.id ? { id: part.id, type: 'function' } : {}),
            function: { ...(part.name ? { name: part.name } : {}), arguments: part.arguments ?? '' },
          },
        ],
      },
    },
  ],
});
export const finishChunk = (reason: string) => ({ choices: [{ index: 0, delta: {}, finish_reason: reason }] });

export async function startFakeOpenAi(initial: Script): Promise<FakeOpenAi> {
  let script = initial;
  const requests: ChatRequest[] = [];
  const hung = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request: ChatRequest = { headers: req.headers, body: JSON.parse(raw) as ChatRequest['body'] };
      requests.push(request);
      const answer = script(request, requests.length - 1);
      if (answer === 'hang') {
        hung.add(() => res.destroy());
        return;
      }
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      // A string chunk goes as it is (a malformed line).
      const frames = [...answer.chunks.map((c) => `data: ${typeof c === 'string' ? c : JSON.stringify(c)}\n\n`), 'data: [DONE]\n\n'];
      const send = (i: number) => {
        if (i >= frames.length) return void res.end();
        res.write(frames[i]);
        if (answer.delayMs) setTimeout(() => send(i + 1), answer.delayMs);
        else send(i + 1);
      };
      send(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}/v1`,
    requests,
    setScript: (next) => void (script = next),
    async close() {
      for (const end of hung) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
