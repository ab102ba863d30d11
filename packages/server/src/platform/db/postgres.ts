import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from './migrations.ts';
import { PreparingClient, UnnamedClient } from './prepared-statements.ts';
import type { Database, DatabaseHandle, PostgresOptions } from './types.ts';

/** Any fixed number: the advisory lock that serialises migrations between instances. */
export const MIGRATION_LOCK = 907_7001;

/**
 * A PostgreSQL server through node-postgres: a pool for queries, one dedicated client for LISTEN and
 * one short-lived client for migrations. The pool's sessions carry statement_timeout (the server
 * cancels a slow statement with SQLSTATE 57014 and the connection stays usable) and a query waits at
 * most poolWaitMs for a connection, so one slow list cannot stall every other request.
 */
export function openPostgres(options: PostgresOptions): DatabaseHandle {
  const statementTimeout = options.statementTimeoutMs ?? 0;
  const poolWait = options.poolWaitMs ?? 0;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // Sent in the startup message: a session setting of every pool connection, no extra round trip.
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
    // Bounds both the wait in the pool's queue and opening a new connection.
    ...(poolWait > 0 ? { connectionTimeoutMillis: poolWait } : {}),
    // Hot statements named, so each connection plans them once; with DB_PREPARED_STATEMENTS=0 none is (prepared-statements.ts).
    Client: options.preparedStatements === false ? UnnamedClient : PreparingClient,
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const pdb = drizzle({ client: pool });
  const listener = new Listener(options.url);
  let closing: Promise<void> | null = null;
  return {
    kind: 'postgres',
    db: pdb as unknown as Database,
    listen: (channel, onPayload, onConnection) => listener.listen(channel, onPayload, onConnection),
    async migrate() {
      // A client of its own, outside the pool: a migration may run for minutes (no statement_timeout),
      // and the session lock and the migration share one connection (no second pool slot needed).
      const client = new pg.Client({ connectionString: options.url, ...(poolWait > 0 ? { connectionTimeoutMillis: poolWait } : {}) });
      // A connection lost between queries must not crash the process; the migration's query fails instead.
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle({ client }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    close() {
      closing ??= (async () => {
        await listener.close();
        await pool.end();
      })();
      return closing;
    },
  };
}

/** One connection that LISTENs on every subscribed channel and reconnects after a failure. */
class Listener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly connectionWatchers = new Set<(connected: boolean) => void>();
  /** Lost since the last successful LISTEN: the next connect tells the watchers it is back. */
  private lost = false;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly url: string) {}

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnection?: (connected: boolean) => void,
  ): Promise<() => Promise<void>> {
    if (onConnection) this.connectionWatchers.add(onConnection);
    let set = this.handlers.get(channel);
    const isNew = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(onPayload);
    const client = await this.connect();
    if (isNew) await client.query(`LISTEN ${quoteIdent(channel)}`);
    return async () => {
      if (onConnection) this.connectionWatchers.delete(onConnection);
      set.delete(onPayload);
      if (set.size === 0) {
        this.handlers.delete(channel);
        await this.client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
      }
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    if (this.connecting) return this.connecting;
    this.connecting = (async () => {
      // keepAlive: a silently dead peer (no FIN) is noticed and reported instead of listening to nothing.
      const client = new pg.Client({ connectionString: this.url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
      client.on('notification', (msg) => {
        for (const handler of this.handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      client.on('error', () => this.reconnectSoon(client));
      client.on('end', () => this.reconnectSoon(client));
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
      this.client = client;
      if (this.lost) {
        this.lost = false;
        for (const watch of [...this.connectionWatchers]) watch(true);
      }
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private reconnectSoon(dead: pg.Client): void {
    if (this.client !== dead || this.closed) return;
    this.client = null;
    this.lost = true;
    for (const watch of [...this.connectionWatchers]) watch(false);
    if (this.retryTimer) return;
    const attempt = (): void => {
      this.retryTimer = null;
      if (this.closed || this.handlers.size === 0) return;
      this.connect().catch(() => {
        this.retryTimer = setTimeout(attempt, 1000);
      });
    };
    this.retryTimer = setTimeout(attempt, 200);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (this.connecting ? await this.connecting.catch(() => null) : null);
    this.client = null;
    await client?.end().catch(() => {});
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
