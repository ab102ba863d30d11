import { describe, expect, it } from 'vitest';
import { Knowledge, type KnowledgeLoaders, type MenuEntry } from './knowledge.ts';
import { localProvider } from './local.ts';
import { searchTerms } from './segment.ts';

const menu: MenuEntry[] = [
  { section: '办公服务', name: '场地预约', keyword: 'space' },
  { section: '办公服务', name: '座位预约', keyword: 'seat' },
  { section: '办公服务', name: '报修', keyword: 'repairH5' },
  { section: '出行服务', name: '班车', keyword: 'bus' },
  { section: '其他', name: '互动留言', keyword: 'interact' },
];
const loaders = (orders: KnowledgeLoaders['orders'] = null): KnowledgeLoaders => ({
  menu: async () => menu,
  notices: async () => [
    { id: 'n1', title: '关于国庆节放假安排的通知', summary: '10月1日至7日放假', time: '2026-09-20 09:00:00' },
    { id: 'n2', title: '图书馆阅览室座位调整', summary: '三楼阅览室新增座位100个', time: '2026-11-01 09:00:00' },
  ],
  orders,
});

async function answerOf(question: string, knowledge: Knowledge): Promise<{ text: string; pieces: number }> {
  let text = '';
  let pieces = 0;
  for await (const event of localProvider({ pieceDelayMs: 0 }).answer({
    question,
    history: [],
    tools: [],
    knowledge,
    signal: new AbortController().signal,
  })) {
    if (event.type === 'delta') {
      text += event.text;
      pieces++;
    }
  }
  return { text, pieces };
}

describe('the local assistant finds answers in the hub’s own data (issue 40)', () => {
  it('segments Chinese with Intl.Segmenter and character pairs, dropping question words', () => {
    expect(searchTerms('如何预约座位')).toEqual(expect.arrayContaining(['预约', '座位']));
    expect(searchTerms('如何预约座位')).not.toContain('如何');
    // 报修 comes out of the segmenter as 报 + 修: the pair still meets the menu's 报修.
    expect(searchTerms('宿舍空调坏了怎么报修')).toContain('报修');
  });

  it('"如何预约座位" ranks the seat booking entry first, with its route and steps, streamed in pieces', async () => {
    const knowledge = new Knowledge(loaders());
    const hits = await knowledge.search('如何预约座位');
    expect(hits[0]).toMatchObject({ kind: 'menu', entry: { keyword: 'seat', name: '座位预约' } });
    const { text, pieces } = await answerOf('如何预约座位', knowledge);
    expect(text).toContain('### 座位预约');
    expect(text).toContain('入口：首页「办公服务」→「座位预约」');
    expect(text).toContain('1. 选择座位区域');
    expect(pieces).toBeGreaterThan(5);
  });

  it('finds a notice by its words, and says so when nothing matches', async () => {
    const knowledge = new Knowledge(loaders());
    expect((await answerOf('国庆节放假安排', knowledge)).text).toContain('关于国庆节放假安排的通知');
    expect((await answerOf('量子计算机的原理', knowledge)).text).toContain('抱歉，没有找到');
  });

  it('reads orders only where the conversation may, and an unknown order number finds nothing', async () => {
    expect(await new Knowledge(loaders()).orders('我的订单')).toBeNull();
    const orders = async () => [
      {
        id: '11111111-1111-4111-8111-111111111111',
        type: 'space',
        typeName: '场地预约',
        title: '羽毛球场 周五',
        status: '已驳回',
        time: '2026-11-20 10:00:00',
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        type: 'repair',
        typeName: '报修',
        title: '空调不制冷',
        status: '已完成',
        time: '2026-11-21 10:00:00',
      },
    ];
    const knowledge = new Knowledge(loaders(orders));
    expect((await knowledge.orders('我的场地预约到哪一步了'))?.orders.map((o) => o.title)).toEqual(['羽毛球场 周五']);
    const unknown = await answerOf('订单 33333333-3333-4333-8333-333333333333 的状态', knowledge);
    expect(unknown.text).toContain('没有找到这个单号的订单');
    expect(unknown.text).not.toContain('羽毛球场');
  });
});
