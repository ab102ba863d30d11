import MiniSearch from 'minisearch';
import { SERVICE_GUIDES, type ServiceGuide } from './guides.ts';
import { searchTerms } from './segment.ts';

/** A service of the menu the asker may open: its section (办公), its name (座位预约) and keyword (seat). */
export interface MenuEntry {
  section: string;
  name: string;
  keyword: string;
}
export interface NoticeDoc {
  id: string;
  title: string;
  summary: string;
  /** 'YYYY-MM-DD HH:mm:ss' (hub clock). */
  time: string;
}
/** One of the asker's own orders, as his own order list answers it. */
export interface OrderDoc {
  id: string;
  type: string;
  typeName: string;
  title: string;
  status: string;
  time: string;
}

/** Where the knowledge comes from: read lazily, once per question. */
export interface KnowledgeLoaders {
  menu(): Promise<MenuEntry[]>;
  notices(): Promise<NoticeDoc[]>;
  /** The asker's own orders; null where the conversation may not read them (general, guests). */
  orders: (() => Promise<OrderDoc[]>) | null;
}

export type KnowledgeHit =
  { kind: 'menu'; score: number; entry: MenuEntry; guide: ServiceGuide | undefined } | { kind: 'notice'; score: number; notice: NoticeDoc };

export interface OrderLookup {
  /** The orders the question is about (or the latest ones when it names none). */
  orders: OrderDoc[];
  /** The question named something (a number, a title) that none of the asker's orders has. */
  unknownReference: boolean;
}

interface Doc {
  id: string;
  title: string;
  words: string;
  body: string;
}

/** A hit counts when it scores at least this share of the best one. */
const RELATIVE_CUTOFF = 0.35;
/** An order number or id in a question (S2611281200000042, a uuid). */
const ORDER_REFERENCE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z]?\d{8,}/i;

const newIndex = () =>
  new MiniSearch<Doc>({
    fields: ['title', 'words', 'body'],
    tokenize: searchTerms,
    processTerm: (term) => term,
    searchOptions: { boost: { title: 3, words: 2 }, combineWith: 'OR', tokenize: searchTerms, processTerm: (term) => term },
  });

/** Question words, without repeats (a repeated pair would count twice in the ranking). */
const queryOf = (question: string): string => [...new Set(searchTerms(question))].join(' ');

/**
 * The hub's own data one question may use, indexed with MiniSearch (ranking by the library: BM25+
 * over title, words and body, the title first). Built on first use; the tools and the local provider
 * share it.
 */
export class Knowledge {
  private index: Promise<{ search: MiniSearch<Doc>; hits: Map<string, KnowledgeHit> }> | null = null;
  private orderList: Promise<OrderDoc[]> | null = null;

  constructor(private readonly loaders: KnowledgeLoaders) {}

  get canReadOrders(): boolean {
    return this.loaders.orders !== null;
  }

  /** Menu entries and notices matching the question, best first. */
  async search(question: string, limit = 5): Promise<KnowledgeHit[]> {
    const { search, hits } = await (this.index ??= this.build());
    const query = queryOf(question);
    if (query === '') return [];
    const results = search.search(query, { tokenize: (q) => q.split(' ') });
    const best = results[0]?.score ?? 0;
    return results
      .filter((r) => r.score >= best * RELATIVE_CUTOFF)
      .slice(0, limit)
      .flatMap((r) => {
        const hit = hits.get(String(r.id));
        return hit ? [{ ...hit, score: r.score }] : [];
      });
  }

  /** The asker's orders the question is about; null when this conversation may not read orders. */
  async orders(question: string, limit = 5): Promise<OrderLookup | null> {
    const load = this.loaders.orders;
    if (!load) return null;
    const orders = await (this.orderList ??= load());
    const reference = ORDER_REFERENCE.exec(question)?.[0]?.toLowerCase();
    if (reference !== undefined) {
      const named = orders.filter((o) => o.id.toLowerCase() === reference || o.title.toLowerCase().includes(reference));
      return { orders: named.slice(0, limit), unknownReference: named.length === 0 };
    }
    const index = newIndex();
    index.addAll(orders.map((o) => ({ id: o.id, title: o.title, words: o.typeName, body: o.status })));
    const query = queryOf(question);
    const found = query === '' ? [] : index.search(query, { tokenize: (q) => q.split(' ') });
    const best = found[0]?.score ?? 0;
    const byId = new Map(orders.map((o) => [o.id, o]));
    const matched = found.filter((r) => r.score >= best * RELATIVE_CUTOFF).flatMap((r) => byId.get(String(r.id)) ?? []);
    // A question that names no order ("我的订单进度") is about the latest ones.
    return { orders: (matched.length > 0 ? matched : orders).slice(0, limit), unknownReference: false };
  }

  private async build(): Promise<{ search: MiniSearch<Doc>; hits: Map<string, KnowledgeHit> }> {
    const [menu, notices] = await Promise.all([this.loaders.menu(), this.loaders.notices()]);
    const search = newIndex();
    const hits = new Map<string, KnowledgeHit>();
    const docs: Doc[] = [];
    for (const entry of menu) {
      const id = `menu:${entry.keyword}`;
      if (hits.has(id)) continue;
      const guide = SERVICE_GUIDES[entry.keyword];
      hits.set(id, { kind: 'menu', score: 0, entry, guide });
      docs.push({ id, title: entry.name, words: `${entry.section} ${guide?.words ?? ''}`, body: guide?.steps.join(' ') ?? '' });
    }
    for (const notice of notices) {
      const id = `notice:${notice.id}`;
      hits.set(id, { kind: 'notice', score: 0, notice });
      docs.push({ id, title: notice.title, words: '公告 通知', body: notice.summary });
    }
    search.addAll(docs);
    return { search, hits };
  }
}
