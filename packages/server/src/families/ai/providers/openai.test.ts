import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Knowledge } from './knowledge.ts';
import { openAiProvider, type OpenAiConfig } from './openai.ts';
import { knowledgeTools } from './tools.ts';
import { ProviderError, type AnswerTurn } from './types.ts';
import { contentChunk, finishChunk, startFakeOpenAi, toolCallChunk, type FakeOpenAi } from './fake-openai.ts';

const knowledge = () =>
  new Knowledge({
    menu: async () => [
      { section: '办公服务', name: '座位预约', keyword: 'seat' },
      { section: '办公服务', name: '报修', keyword: 'repairH5' },
    ],
    notices: async () => [],
    orders: async () => [
      { id: 'o1', type: 'space', typeName: '场地预约', title: '羽毛球场', status: '审批中', time: '2026-11-28 10:00:00' },
    ],
  });

async function collect(
  config: OpenAiConfig,
  question: string,
  history: AnswerTurn[] = [],
  signal = new AbortController().signal,
): Promise<string[]> {
  const k = knowledge();
  const pieces: string[] = [];
  for await (const event of openAiProvider(config).answer({ question, history, tools: knowledgeTools(k), knowledge: k, signal })) {
    if (event.type === 'delta') pieces.push(event.text);
  }
  return pieces;
}

describe('the OpenAI-compatible adapter against a fake compatible server (issue 40)', () => {
  let fake: FakeOpenAi;
  let config: OpenAiConfig;
  beforeAll(async () => {
    fake = await startFakeOpenAi(() => ({ chunks: [contentChunk('你好')] }));
    config = { baseUrl: fake.baseUrl, model: 'test-model', apiKey: 'sk-test', idleTimeoutMs: 300 };
  });
  afterAll(() => fake.close());

  it('streams the content, runs the function the model calls and sends its result back as a tool message until the model answers', async () => {
    fake.requests.length = 0;
    fake.setScript((request, index) => {
      if (index === 0) {
        return {
          chunks: [
            toolCallChunk({ index: 0, id: 'call_1', name: 'search_hub', arguments: '' }),
            toolCallChunk({ index: 0, arguments: '{"query":' }),
            toolCallChunk({ index: 0, arguments: '"座位预约"}' }),
            toolCallChunk({ index: 1, id: 'call_2', name: 'my_orders', arguments: '{}' }),
            finishChunk('tool_calls'),
          ],
        };
      }
      const tools = request.body.messages.filter((m) => m.role === 'tool');
      const found = tools.some((m) => m.content?.includes('座位预约'));
      return {
        chunks: found
          ? [contentChunk('请打开'), contentChunk('「座位预约」'), contentChunk('，选择座位。'), finishChunk('stop')]
          : [contentChunk('没查到')],
      };
    });
    const pieces = await collect(config, '如何预约座位', [
      { role: 'user', text: '你好' },
      { role: 'assistant', text: '您好！' },
    ]);
    expect(pieces).toEqual(['请打开', '「座位预约」', '，选择座位。']);
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first?.headers.authorization).toBe('Bearer sk-test');
    expect(first?.body).toMatchObject({ model: 'test-model', stream: true });
    expect(first?.body.tools?.map((t) => t.function.name)).toEqual(['search_hub', 'my_orders']);
    expect(first?.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    // The second turn carries the model's calls and one tool message per call, in order.
    const roles = second?.body.messages.map((m) => m.role);
    expect(roles?.slice(-3)).toEqual(['assistant', 'tool', 'tool']);
    const [, toolSearch, toolOrders] = second?.body.messages.slice(-3) ?? [];
    expect(toolSearch).toMatchObject({ tool_call_id: 'call_1' });
    expect(JSON.parse(toolSearch?.content ?? '[]')[0]).toMatchObject({ type: 'service', name: '座位预约', keyword: 'seat' });
    expect(toolOrders).toMatchObject({ tool_call_id: 'call_2' });
    expect(JSON.parse(toolOrders?.content ?? '{}')).toMatchObject({ orders: [{ id: 'o1', title: '羽毛球场', status: '审批中' }] });
  });

  it('an error status, an unreachable endpoint and a silent one become Chinese messages, never a crash', async () => {
    fake.setScript(() => ({ status: 500 }));
    await expect(collect(config, '你好')).rejects.toThrow(new ProviderError('智能助手服务暂时不可用，请稍后再试'));
    await expect(collect({ ...config, baseUrl: 'http://127.0.0.1:1/v1' }, '你好')).rejects.toThrow('智能助手服务暂时不可用，请稍后再试');
    fake.setScript(() => 'hang');
    await expect(collect(config, '你好')).rejects.toThrow(new ProviderError('智能助手响应超时，请稍后再试'));
    fake.setScript(() => ({ chunks: ['{not json'] }));
    await expect(collect(config, '你好')).rejects.toThrow('智能助手服务暂时不可用，请稍后再试');
  });

  it('a model that keeps calling tools gets none after the last round and its calls are not run again', async () => {
    fake.requests.length = 0;
    fake.setScript(() => ({
      chunks: [toolCallChunk({ index: 0, id: 'again', name: 'search_hub', arguments: '{"query":"x"}' }), finishChunk('tool_calls')],
    }));
    expect(await collect({ ...config, maxToolRounds: 2 }, '你好')).toEqual([]);
    expect(fake.requests.map((r) => r.body.tools !== undefined)).toEqual([true, true, false]);
  });

  it('stops quietly when the answer is stopped mid-stream', async () => {
    fake.setScript(() => ({ chunks: [contentChunk('一'), contentChunk('二'), contentChunk('三')], delayMs: 100 }));
    const stop = new AbortController();
    const k = knowledge();
    const pieces: string[] = [];
    for await (const event of openAiProvider(config).answer({
      question: '数数',
      history: [],
      tools: [],
      knowledge: k,
      signal: stop.signal,
    })) {
      if (event.type === 'delta') pieces.push(event.text);
      stop.abort();
    }
    expect(pieces).toEqual(['一']);
  });
});
