import { describe, expect, it } from 'vitest';
import { pointBody, pointName, TripDraftStore } from './trip-draft.ts';

const place = (id: string) => ({ id, name: `地点${id}`, address: '', lat: 31, lng: 120 });

describe('the trip draft (pCarAdd with pCarSelLocation)', () => {
  it('two saved places are computable; a typed point needs a typed distance', () => {
    const d = new TripDraftStore();
    expect(d.needsTyped).toBe(false);
    d.setPoint('from', { kind: 'place', place: place('a') });
    d.setPoint('to', { kind: 'place', place: place('b') });
    expect(d.computable).toBe(true);
    expect(d.needsTyped).toBe(false);
    d.set('typed', true);
    expect(d.needsTyped).toBe(true);
    d.set('typed', false);
    d.setPoint('to', { kind: 'typed', name: '客户工厂' });
    expect(d.computable).toBe(false);
    expect(d.needsTyped).toBe(true);
    expect(pointBody(d.to ?? { kind: 'typed', name: '' })).toEqual({ name: '客户工厂' });
    expect(pointBody(d.from ?? { kind: 'typed', name: '' })).toEqual({ place_id: 'a' });
    expect(pointName(d.from)).toBe('地点a');
  });
  it('reset empties it', () => {
    const d = new TripDraftStore();
    d.set('purpose', '办事');
    d.setPoint('from', { kind: 'typed', name: '甲' });
    d.reset();
    expect([d.purpose, d.from, d.to, d.vehicleId]).toEqual(['', null, null, null]);
  });
});
