import type { Knowledge } from './knowledge.ts';
import type { AnswerTool } from './types.ts';

const queryArg = (args: Record<string, unknown>): string => (typeof args.query === 'string' ? args.query.slice(0, 200) : '');

/**
 * The tools a provider may call, over the same knowledge as the local assistant: the asker's menu
 * with each service's steps and the notices he may read; in a my_orders conversation also his own
 * orders (nobody else's: they are read with his own token).
 */
export function knowledgeTools(knowledge: Knowledge): AnswerTool[] {
  const tools: AnswerTool[] = [
    {
      name: 'search_hub',
      description: '搜索本单位的服务菜单（含入口与办理步骤）和公告。参数 query 为中文关键词，如“座位预约”。',
      parameters: { type: 'object', properties: { query: { type: 'string', description: '关键词' } }, required: ['query'] },
      async run(args) {
        const hits = await knowledge.search(queryArg(args));
        return JSON.stringify(
          hits.map((h) =>
            h.kind === 'menu'
              ? { type: 'service', name: h.entry.name, section: h.entry.section, keyword: h.entry.keyword, steps: h.guide?.steps ?? [] }
              : { type: 'notice', title: h.notice.title, summary: h.notice.summary, time: h.notice.time },
          ),
        );
      },
    },
  ];
  if (knowledge.canReadOrders) {
    tools.push({
      name: 'my_orders',
      description: '查询当前用户本人的订单（申请单）及其状态。参数 query 可为订单类型、标题或单号，留空则返回最近的订单。',
      parameters: { type: 'object', properties: { query: { type: 'string', description: '订单类型、标题或单号' } } },
      async run(args) {
        const lookup = await knowledge.orders(queryArg(args));
        if (!lookup) return JSON.stringify({ orders: [] });
        return JSON.stringify({
          not_found: lookup.unknownReference,
          orders: lookup.orders.map((o) => ({ id: o.id, type: o.typeName, title: o.title, status: o.status, submitted: o.time })),
        });
      },
    });
  }
  return tools;
}
