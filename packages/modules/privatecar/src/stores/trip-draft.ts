import type { PcarPlace } from '@campus/contracts';
import { makeAutoObservable, observableRef } from 'mobx';

/** A trip point as the form holds it: a saved place (with coordinates) or a typed name. */
export type DraftPoint = { kind: 'place'; place: PcarPlace } | { kind: 'typed'; name: string };
export type PointField = 'from' | 'to';

/**
 * The trip being logged (/privateCar/pCarAdd). The points are chosen on a screen of their own
 * (pCarSelLocation), so the draft lives here and survives the visit; a logged trip clears it.
 */
export class TripDraftStore {
  vehicleId: string | null = null;
  tripDate: string | null = null;
  from: DraftPoint | null = null;
  to: DraftPoint | null = null;
  /** The staff types the distance instead of taking the computed one. */
  typed = false;
  distanceKm = '';
  purpose = '';

  constructor() {
    makeAutoObservable(this, { from: observableRef, to: observableRef });
  }

  setPoint(field: PointField, point: DraftPoint): void {
    this[field] = point;
  }

  set<K extends 'vehicleId' | 'tripDate' | 'typed' | 'distanceKm' | 'purpose'>(key: K, value: TripDraftStore[K]): void {
    Object.assign(this, { [key]: value });
  }

  /** Both points are saved places: the server can compute the distance. */
  get computable(): boolean {
    return this.from?.kind === 'place' && this.to?.kind === 'place';
  }

  /** The typed distance is needed (asked for, or a point has no coordinates). */
  get needsTyped(): boolean {
    return this.typed || (this.from !== null && this.to !== null && !this.computable);
  }

  reset(): void {
    this.vehicleId = null;
    this.tripDate = null;
    this.from = null;
    this.to = null;
    this.typed = false;
    this.distanceKm = '';
    this.purpose = '';
  }
}

/** One draft per session. */
export const tripDraft = new TripDraftStore();

/** The body part of a point. */
export const pointBody = (point: DraftPoint): { place_id: string } | { name: string } =>
  point.kind === 'place' ? { place_id: point.place.id } : { name: point.name };
export const pointName = (point: DraftPoint | null): string | null =>
  point === null ? null : point.kind === 'place' ? point.place.name : point.name;
