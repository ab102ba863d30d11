/** The company's private car settings (per-km rate, map tiles), with the defaults of a company that set none. */
import { eq } from 'drizzle-orm';
import { PCAR_DEFAULT_RATE_FEN_PER_KM } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { pcarConfig } from './schema.ts';

export interface CompanyPcarConfig {
  rateFenPerKm: number;
  tileUrl: string | null;
}

/** MAP_TILE_URL: a tile server for every company that has not set its own ({z}/{x}/{y}, https). */
export function defaultTileUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.MAP_TILE_URL?.trim();
  return url && /^https:\/\/\S+$/.test(url) && ['{z}', '{x}', '{y}'].every((p) => url.includes(p)) ? url : null;
}

export async function companyConfig(db: Database, companyId: string): Promise<CompanyPcarConfig> {
  const [row] = await db
    .select()
    .from(pcarConfig)
    .where(inCompany(pcarConfig, companyId, eq(pcarConfig.companyId, companyId)));
  return { rateFenPerKm: row?.rateFenPerKm ?? PCAR_DEFAULT_RATE_FEN_PER_KM, tileUrl: row?.tileUrl ?? defaultTileUrl() };
}
