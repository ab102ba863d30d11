import type { CarKind, CarPlaceInput, CarVehicle } from '@campus/contracts';
import { makeAutoObservable, observableRef } from 'mobx';

/** Which form a picker fills: the applications of each kind, and the change of a trip. */
export type DraftKey = CarKind | 'modify';
export type PlaceField = 'from' | 'to';

/**
 * An application being filled in. The location and car pickers are screens of their own (spec
 * 2.3), so what the user typed must outlive the form screen while he picks: the draft keeps it.
 */
export class ApplyDraft {
  from: CarPlaceInput | null = null;
  to: CarPlaceInput | null = null;
  start: Date | null = null;
  end: Date | null = null;
  passengers = 1;
  passengerNames = '';
  purpose = '';
  remark = '';
  vehicle: CarVehicle | null = null;
  /** The trip a change is for (carV3ModifyTrip). */
  tripId: string | null = null;
  reason = '';

  constructor() {
    // places and the car are replaced whole, never edited: kept as plain objects (they go to the server as they are)
    makeAutoObservable(this, { from: observableRef, to: observableRef, vehicle: observableRef });
  }

  setPlace(field: PlaceField, place: CarPlaceInput | null): void {
    this[field] = place;
  }

  setPeriod(start: Date | null, end: Date | null): void {
    // a new period may make the chosen car busy: pick again
    if (start?.getTime() !== this.start?.getTime() || end?.getTime() !== this.end?.getTime()) this.vehicle = null;
    this.start = start;
    this.end = end;
  }

  patch(values: Partial<Pick<ApplyDraft, 'passengers' | 'passengerNames' | 'purpose' | 'remark' | 'reason'>>): void {
    Object.assign(this, values);
  }

  setVehicle(vehicle: CarVehicle | null): void {
    this.vehicle = vehicle;
  }

  reset(): void {
    Object.assign(this, new ApplyDraft());
  }
}

const drafts = new Map<DraftKey, ApplyDraft>();

/** The one draft of a form (kept until it is sent). */
export function draftOf(key: DraftKey): ApplyDraft {
  let draft = drafts.get(key);
  if (!draft) {
    draft = new ApplyDraft();
    drafts.set(key, draft);
  }
  return draft;
}
