import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The drizzle API shared by PGlite and node-postgres. No relational schema is attached (queries name
 * their tables): the tables live in the platform and in each family (families/<family>/schema.ts).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Unlisten = () => Promise<void>;

/** An open database: drizzle on top, LISTEN/NOTIFY for push fan-out, and a clean close. */
export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
  /**
   * Subscribe to NOTIFY on a channel (PGlite: in-process; PostgreSQL: a dedicated connection).
   * onConnection(false) when that connection is lost (notices may be missed until it is back),
   * onConnection(true) when it listens again; PGlite never loses it.
   */
  listen(channel: string, onPayload: (payload: string) => void, onConnection?: (connected: boolean) => void): Promise<Unlisten>;
  /** Runs the migrations in packages/server/drizzle (serialised between instances on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL's pool and request bound (config DatabaseLimits); unset: 10 connections, no time-outs (CLIs, tests). */
export interface PostgresOptions {
  url: string;
  poolSize?: number;
  /** statement_timeout of the pool's sessions (0: none); never on the migration or LISTEN connection. */
  statementTimeoutMs?: number;
  /** Wait for a free (or newly opened) pool connection before failing (0: forever). */
  poolWaitMs?: number;
  /** Name the pool's hot statements so each connection plans them once (default true; prepared-statements.ts). */
  preparedStatements?: boolean;
}

export type OpenDatabaseOptions = { dataDir?: string; loadDataDir?: Blob } | PostgresOptions;
