import { beforeEach, describe, expect, it } from 'vitest';
import { d2Draft } from './draft.ts';

describe('the move-in pickers draft (d2SelArea -> d2SelBed)', () => {
  beforeEach(() => d2Draft.clear());

  it('choosing a level clears the levels below it, so a bed never belongs to another room', () => {
    d2Draft.pickArea({ id: 'a1', name: '东区生活区' });
    d2Draft.pickBuilding({ id: 'b1', name: '1号楼' });
    d2Draft.pickRoom({ id: 'r1', name: '1号楼 1层 101' });
    d2Draft.pickBed({ id: 'bed1', name: 'A床' });
    d2Draft.pickModel('双人间');
    expect([d2Draft.area?.name, d2Draft.building?.name, d2Draft.model, d2Draft.room, d2Draft.bed]).toEqual([
      '东区生活区',
      '1号楼',
      '双人间',
      null,
      null,
    ]);
    d2Draft.pickRoom({ id: 'r2', name: '1号楼 3层 301' });
    d2Draft.pickBed({ id: 'bed2', name: 'B床' });
    d2Draft.pickArea({ id: 'a2', name: '西区人才公寓' });
    expect([d2Draft.building, d2Draft.room, d2Draft.bed]).toEqual([null, null, null]);
  });

  it('a new date forgets the room and bed (free beds depend on the date); the same date keeps them', () => {
    d2Draft.setStartDate('2026-12-01');
    d2Draft.pickRoom({ id: 'r1', name: '101' });
    d2Draft.pickBed({ id: 'bed1', name: 'A床' });
    d2Draft.setStartDate('2026-12-01');
    expect(d2Draft.bed?.id).toBe('bed1');
    d2Draft.setStartDate('2026-12-02');
    expect([d2Draft.room, d2Draft.bed]).toEqual([null, null]);
  });

  it('keeps the form fields while the pickers are open, and clear() forgets everything', () => {
    d2Draft.keepFields({ gender: 'female' });
    d2Draft.keepFields({ remark: '靠窗' });
    expect(d2Draft.fields).toEqual({ gender: 'female', remark: '靠窗' });
    d2Draft.preset({ id: 'a', name: '西区人才公寓' }, { id: 'b', name: '公寓A座' }, '套房', { id: 'r', name: '公寓A座 1层 101' });
    d2Draft.clear();
    expect([d2Draft.fields, d2Draft.area, d2Draft.room, d2Draft.startDate]).toEqual([{}, null, null, '']);
  });
});
