import { orderEndpoints, type OrderType } from '@campus/contracts';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { apiCall } from '../api/api-call.ts';
import { orderStatusTable } from '../rules/order-status.ts';
import type { StatusTable } from '../rules/status-labels.ts';

/** GET /9077/api/order_types/: the server's registry, the one source of status labels. */
export async function fetchOrderTypes(): Promise<OrderType[]> {
  return apiCall(orderEndpoints.listTypes);
}

/**
 * The order-type registry (GET order_types/), loaded once per session and
 * shared by every family's screens: the
 * status tables (label and tone of every code) and the names of registry
 * transitions for the audit trail. Screens work without it (they show the
 * label the order carries); a failed load is tried again on the next ensure().
 */
export class OrderTypesStore {
  types: ReadonlyMap<string, OrderType> = new Map();
  private loading: Promise<void> | null = null;

  constructor(private readonly load: () => Promise<OrderType[]> = fetchOrderTypes) {
    makeAutoObservable<OrderTypesStore, 'loading' | 'load'>(this, { types: observableRef, loading: false, load: false });
  }

  /** Loads the registry unless it is loaded or loading; never rejects. */
  ensure(): Promise<void> {
    if (this.types.size > 0) return Promise.resolve();
    this.loading ??= this.load().then(
      (list) =>
        runInAction(() => {
          this.types = new Map((Array.isArray(list) ? list : []).map((type) => [type.type, type]));
        }),
      () => {
        this.loading = null; // try again next time
      },
    );
    return this.loading;
  }

  tableOf(type: string): StatusTable | undefined {
    const entry = this.types.get(type);
    return entry === undefined ? undefined : orderStatusTable(entry);
  }

  /** action -> button name of an order type's registry transitions. */
  transitionNames(type: string): ReadonlyMap<string, string> {
    return new Map((this.types.get(type)?.transitions ?? []).map((transition) => [transition.action, transition.name]));
  }
}

export const orderTypesStore = new OrderTypesStore();
