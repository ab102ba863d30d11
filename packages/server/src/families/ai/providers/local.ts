import type { AiSource } from '@campus/contracts';
import type { Knowledge, KnowledgeHit, OrderDoc } from './knowledge.ts';
import type { AnswerEvent, AnswerProvider, AnswerRequest } from './types.ts';

/** Characters per streamed piece. */
const PIECE = 6;
const GREETING = /^\s*(你好|您好|hi|hello|hey|在吗|嗨)[\s!！。，,?？]*$/i;
const ABOUT_ORDERS = /订单|单据|申请|审批|进度|状态|预约记录|我的/;
/** Questions the empty answer suggests. */
export const SAMPLE_QUESTIONS = ['如何预约座位', '怎么报修', '班车怎么坐', '如何申请用车'];

export interface LocalOptions {
  /** Pause between pieces (ms), so a screen shows the answer arriving; 0 in the JSON mode. */
  pieceDelayMs: number;
}

/** Markdown for one menu entry: where it is and how it is used. */
function menuBlock(hit: Extract<KnowledgeHit, { kind: 'menu' }>): string {
  const { entry, guide } = hit;
  const lines = [`### ${entry.name}`, '', `入口：首页${entry.section ? `「${entry.section}」` : ''}→「${entry.name}」`];
  if (guide) {
    lines.push('', '办理步骤：');
    guide.steps.forEach((step, i) => lines.push(`${String(i + 1)}. ${step}`));
  }
  return lines.join('\n');
}

function orderLine(o: OrderDoc): string {
  return `- **${o.typeName}**：${o.title}（${o.status}，${o.time.slice(0, 16)}提交）`;
}

async function compose(question: string, knowledge: Knowledge): Promise<{ text: string; sources: AiSource[] }> {
  const sources: AiSource[] = [];
  const parts: string[] = [];
  if (GREETING.test(question)) {
    return { text: `您好！我是智能助手，可以帮您查找服务入口和办理步骤。您可以问我：${SAMPLE_QUESTIONS.join('、')}。`, sources };
  }

  if (knowledge.canReadOrders && ABOUT_ORDERS.test(question)) {
    const lookup = await knowledge.orders(question);
    if (lookup?.unknownReference) parts.push('没有找到这个单号的订单。我只能查询您本人的订单，请确认单号是否正确。');
    else if (lookup && lookup.orders.length > 0) {
      parts.push(['您的相关订单：', '', ...lookup.orders.map(orderLine)].join('\n'));
      for (const o of lookup.orders) sources.push({ kind: 'order', title: o.title, ref: o.id, order_type: o.type });
    } else if (lookup) parts.push('您目前还没有订单。');
  }

  const hits = await knowledge.search(question);
  const menu = hits.filter((h): h is Extract<KnowledgeHit, { kind: 'menu' }> => h.kind === 'menu');
  const notices = hits.filter((h): h is Extract<KnowledgeHit, { kind: 'notice' }> => h.kind === 'notice');
  const [first, ...more] = menu;
  if (first) {
    parts.push(menuBlock(first));
    sources.push({ kind: 'menu', title: first.entry.name, ref: first.entry.keyword, order_type: null });
  }
  const related = more.slice(0, 2);
  if (related.length > 0) {
    parts.push(`相关服务：${related.map((h) => `「${h.entry.name}」`).join('、')}`);
    for (const h of related) sources.push({ kind: 'menu', title: h.entry.name, ref: h.entry.keyword, order_type: null });
  }
  const shown = notices.slice(0, 2);
  if (shown.length > 0) {
    parts.push(
      ['相关公告：', '', ...shown.map((h) => `- **${h.notice.title}**（${h.notice.time.slice(0, 10)}）：${h.notice.summary}`)].join('\n'),
    );
    for (const h of shown) sources.push({ kind: 'notice', title: h.notice.title, ref: h.notice.id, order_type: null });
  }
  if (parts.length === 0) {
    parts.push(`抱歉，没有找到与“${question.slice(0, 30)}”相关的服务或公告。您可以换个说法，或者试试问：${SAMPLE_QUESTIONS.join('、')}。`);
  }
  return { text: parts.join('\n\n'), sources };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * The default assistant: works offline, answers from the hub's own data (the asker's menu with each
 * service's steps, the notices he may read, and in a my_orders conversation his own orders), found
 * with the search library and streamed in small pieces.
 */
export function localProvider(options: LocalOptions): AnswerProvider {
  return {
    kind: 'local',
    async *answer(request: AnswerRequest): AsyncIterable<AnswerEvent> {
      const { text, sources } = await compose(request.question, request.knowledge);
      if (sources.length > 0) yield { type: 'sources', sources };
      const chars = [...text];
      for (let i = 0; i < chars.length; i += PIECE) {
        if (request.signal.aborted) return;
        if (i > 0 && options.pieceDelayMs > 0) await pause(options.pieceDelayMs, request.signal);
        if (request.signal.aborted) return;
        yield { type: 'delta', text: chars.slice(i, i + PIECE).join('') };
      }
    },
  };
}
