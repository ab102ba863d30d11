import { createHash } from 'node:crypto';
import pg from 'pg';
import { LRUCache } from 'lru-cache';

/**
 * Named (server-side prepared) statements for the queries a server runs again and again (issue 33).
 * PostgreSQL plans an unnamed statement on every execution: a list's page joined to its five tables
 * took 1.6 ms to plan and 0.17 ms to run. A named one is parsed once per connection and, after five
 * executions, runs a cached generic plan when it costs no more than the custom ones.
 *
 * Every parameterized statement is a candidate; only texts seen HOT_AFTER times in this process are
 * named (a text with its values inlined, written once, never is), and each connection keeps at most
 * MAX_PER_CONNECTION, so neither side's memory grows with the traffic. Behind a pooler in
 * transaction mode that cannot keep prepared statements, turn it off (DB_PREPARED_STATEMENTS=0).
 */
export const HOT_AFTER = 2;
export const MAX_PER_CONNECTION = 500;
/** Longer texts are one-offs (a long inlined list): never named. */
const MAX_TEXT_LENGTH = 16_384;

interface Seen {
  times: number;
  name: string | null;
}

/** Statement texts of this process: how often each was run, and its name once it is hot. */
const seen = new LRUCache<string, Seen>({ max: 5_000 });

/** The name a connection should run `text` under, or null to run it unnamed. */
export function statementName(text: string): string | null {
  if (text.length > MAX_TEXT_LENGTH) return null;
  const entry = seen.get(text);
  if (!entry) {
    seen.set(text, { times: 1, name: null });
    return null;
  }
  entry.times += 1;
  if (entry.times < HOT_AFTER) return null;
  entry.name ??= `hub_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  return entry.name;
}

type QueryConfigLike = { text?: unknown; values?: unknown; name?: unknown };

/** pg's Client, naming its hot parameterized statements (the pool's `Client` option). */
export class PreparingClient extends pg.Client {
  private readonly named = new Set<string>();

  // pg's query has a dozen overloads; the config object form is the one drizzle sends.
  override query(...args: unknown[]): never {
    // drizzle sends (config, values); pg also takes the values inside the config.
    const [config, values] = args;
    if (isCandidate(config, values)) {
      const name = statementName(config.text);
      if (name && (this.named.has(name) || this.named.size < MAX_PER_CONNECTION)) {
        this.named.add(name);
        args[0] = { ...config, name };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * pg's Client running every statement unnamed (DB_PREPARED_STATEMENTS=0): drizzle's own prepared
 * statements (`.prepare(name)`, the statements built once) lose their names too, so a pooler in
 * transaction mode never meets a statement prepared on another of its connections.
 */
export class UnnamedClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (typeof config === 'object' && config !== null && (config as QueryConfigLike).name !== undefined) {
      const { name: _name, ...unnamed } = config as QueryConfigLike;
      args[0] = unnamed;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

function isCandidate(config: unknown, values: unknown): config is QueryConfigLike & { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const c = config as QueryConfigLike;
  const params = Array.isArray(values) ? values : c.values;
  return typeof c.text === 'string' && c.name === undefined && Array.isArray(params) && params.length > 0;
}
