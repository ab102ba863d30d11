/**
 * What a booking is of: a space, or a seat of an area (whose rules it follows). One shape for both,
 * loaded by id within the caller's company (an id of another company names nothing).
 */
import type { Database } from '../../platform/db/types.ts';
import { isGuid } from '../../platform/crypto.ts';
import type { RuleRow } from './common.ts';
import { seatsWithAreasByIds, spacesByIds } from './resource-statements.ts';

export interface Resource {
  kind: 'space' | 'seat';
  id: string;
  /** The space's name, or the seat's area's. */
  name: string;
  place: string;
  areaId: string | null;
  seatNumber: string | null;
  capacity: number;
  rules: RuleRow;
  checkinCode: string;
}

const ruleOf = (r: RuleRow): RuleRow => ({
  openingHours: r.openingHours,
  slotMinutes: r.slotMinutes,
  minMinutes: r.minMinutes,
  maxMinutes: r.maxMinutes,
  advanceDays: r.advanceDays,
  needsApproval: r.needsApproval,
  pricePerHourFen: r.pricePerHourFen,
});

export async function loadResources(
  db: Database,
  companyId: string,
  kind: 'space' | 'seat',
  ids: string[],
): Promise<Map<string, Resource>> {
  const wanted = [...new Set(ids.filter(isGuid))];
  const out = new Map<string, Resource>();
  if (wanted.length === 0) return out;
  if (kind === 'space') {
    const rows = await spacesByIds(db).execute({ companyId, ids: wanted });
    for (const s of rows)
      out.set(s.id, {
        kind,
        id: s.id,
        name: s.name,
        place: s.place,
        areaId: null,
        seatNumber: null,
        capacity: s.capacity,
        rules: ruleOf(s),
        checkinCode: s.checkinCode,
      });
    return out;
  }
  const rows = await seatsWithAreasByIds(db).execute({ companyId, ids: wanted });
  for (const { seat, area } of rows)
    out.set(seat.id, {
      kind,
      id: seat.id,
      name: area.name,
      place: area.place,
      areaId: area.id,
      seatNumber: seat.number,
      capacity: 1,
      rules: ruleOf(area),
      checkinCode: seat.checkinCode,
    });
  return out;
}

export async function loadResource(db: Database, companyId: string, kind: 'space' | 'seat', id: string): Promise<Resource | undefined> {
  return (await loadResources(db, companyId, kind, [id])).get(id);
}
