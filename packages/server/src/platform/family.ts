/**
 * What a service family hands the platform (families/<family>/index.ts), and what it gets back.
 * The one list is families/index.ts: the app registers each family's routes, the seed runner runs
 * each family's seed steps, the order-type registry takes each family's order types, and
 * drizzle.config.ts reads every families/<family>/schema.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@campus/contracts';
import type { AppContext } from './context.ts';
import type { OrderTypeDef } from './orders/order-types.ts';
import type { SeedStep } from './seed/seed.ts';

/** The family's endpoints: a Fastify plugin given the server's context (`app.register(routes, { ctx })`). */
export type FamilyRoutes = (app: FastifyInstance, options: { ctx: AppContext }) => Promise<void>;

/**
 * A request another company's staff must not see (answered 404), made with the caller's token
 * against a row seeded for `companyId`. The isolation suite runs every probe of every family.
 */
export interface IsolationProbe {
  /** The probed operation: its URL pattern and method are what the suite matches against the registered routes. */
  endpoint: Endpoint;
  /** The path params naming a row of `companyId` (the concrete URL is endpointUrl(endpoint, params)). */
  params: (companyId: string) => Readonly<Record<string, string>>;
  /** An admin-only route: other roles are refused (403) before any lookup, so only the admin probes it. */
  adminOnly?: boolean;
  /** The request body, if any (may name other rows of `companyId`). */
  body?: (companyId: string) => unknown;
}

/** A `/:id/` route deliberately reachable across companies, and why. */
export interface IsolationExempt {
  endpoint: Endpoint;
  reason: string;
}

export interface FamilyDefinition {
  /** Its folder under families/. */
  name: string;
  /** Its drizzle tables (families/<name>/schema.ts); drizzle.config.ts reads every families/*\/schema.ts. */
  schema: Readonly<Record<string, unknown>>;
  /** The order types it adds to the one order workflow (registered once, from families/index.ts). */
  orderTypes: readonly OrderTypeDef[];
  routes: FamilyRoutes;
  /** Idempotent demo-seed steps, run per company after the platform's (companies, departments, staff, rules). */
  seed: readonly SeedStep[];
  /** Requests on its `/:id/` routes that another company must not reach (isolation.test.ts). */
  isolationProbes: readonly IsolationProbe[];
  /** Its `/:id/` routes that are open across companies by design (a public page), with the reason. */
  isolationExempt: readonly IsolationExempt[];
}

/** Identity helper: checks the object against FamilyDefinition and keeps its literal types. */
export const defineFamily = <T extends FamilyDefinition>(def: T): T => def;
