/** The status codes and step actions of each car kind (the order types' tables, by meaning). */
import type { CarKind } from '@campus/contracts';

export interface KindStatuses {
  approved: number;
  /** Vehicle (and driver) given: dispatched, or for self-driving approved. */
  dispatched: number;
  running: number;
  finished: number;
  /** null: v2 keeps its comment without a status of its own. */
  commented: number | null;
}

export const CAR_STATUS: Readonly<Record<CarKind, KindStatuses>> = {
  v2: { approved: 20, dispatched: 25, running: 30, finished: 40, commented: null },
  trip: { approved: 20, dispatched: 30, running: 40, finished: 50, commented: 60 },
  daily: { approved: 20, dispatched: 30, running: 40, finished: 50, commented: 60 },
  driving: { approved: 20, dispatched: 20, running: 40, finished: 50, commented: 60 },
};

/** The registry action of each step, per kind. */
export const STEP_ACTIONS: Readonly<Record<CarKind, { start: string; finish: string }>> = {
  v2: { start: 'start_use', finish: 'complete' },
  trip: { start: 'start', finish: 'finish' },
  daily: { start: 'start', finish: 'finish' },
  driving: { start: 'start', finish: 'finish' },
};

/** Kinds whose vehicle and driver the car administrator dispatches after approval. */
export const isDispatched = (kind: CarKind): boolean => kind !== 'driving';
