import type { AlarmType, FileRef } from '@campus/contracts';

/**
 * The hand report being filled on /alarmApply while its type is chosen on /alarmApply/alarmASelType
 * (the router remounts the form on the way back): kept for the visit, cleared once sent.
 */
export interface AlarmDraft {
  type: Pick<AlarmType, 'id' | 'name' | 'urgency'> | null;
  place: string;
  description: string;
  photos: FileRef[];
  /** The clip uploaded so far (files.uploadVideo). */
  video: FileRef | null;
  urgency: AlarmType['urgency'] | null;
}

const empty = (): AlarmDraft => ({ type: null, place: '', description: '', photos: [], video: null, urgency: null });

let current: AlarmDraft = empty();

export const alarmDraft = {
  get: (): AlarmDraft => current,
  update(change: Partial<AlarmDraft>): void {
    current = { ...current, ...change };
  },
  reset(): void {
    current = empty();
  },
};
