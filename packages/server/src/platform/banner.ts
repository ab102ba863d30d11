import { API_PREFIX, DOCS_PREFIX } from '@campus/contracts';
import type { ServedBundle } from './http/static.ts';
import type { TenantRegistry } from './tenants.ts';
import type { InitialAdminResult } from './seed/production.ts';
import { DEMO_PASSWORD, DEMO_PHONE, demoLoginCode, demoOpenid, seedStaff } from './seed/data.ts';

export interface BannerMode {
  demo: boolean;
  /** Production start that seeded new companies: their admin's phone, and a generated password once. */
  initialAdmin?: InitialAdminResult | null;
}

/**
 * What `npm start` prints: the mode, URLs of the API, the docs and every bundle, and the demo
 * accounts (demo mode) or the initial admin (production).
 */
export function banner(
  base: string,
  bundles: ServedBundle[],
  tenants: TenantRegistry,
  database: string,
  mode: BannerMode = { demo: true },
): string {
  const lines = [
    '',
    `Campus Hub server (${database})`,
    mode.demo
      ? '  Mode    DEMO: public demo accounts and openids (password below). Not for production: see docs/server.md "Running in production".'
      : '  Mode    production: no demo accounts, no demo openids.',
    `  API     ${base}${API_PREFIX}/`,
    `  Docs    ${base}${DOCS_PREFIX}`,
  ];
  if (bundles.length === 0) lines.push('  Bundles none (dist/ not built: API only; run `npm run build`)');
  for (const b of bundles) {
    const t = b.type ? tenants.tenants.find((x) => x.type === b.type) : undefined;
    lines.push(`  ${b.type ? `/${b.type}/`.padEnd(8) : 'default'} ${base}${b.prefix}${t ? `  ${t.displayName} (${t.title})` : ''}`);
  }
  if (!mode.demo) return [...lines, ...productionLines(mode.initialAdmin ?? null), ''].join('\n');
  lines.push('', 'Demo accounts (every company; password ' + DEMO_PASSWORD + '):');
  for (const s of seedStaff) {
    const flags = [
      s.role,
      s.isPatrolman && 'is_patrolman',
      s.isRepairman && 'is_repairman',
      s.isOff3driver && 'is_off3driver',
      s.wechat && 'openid demo-<company id>',
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(`  ${s.phone}  ${s.name}  (${flags})`);
  }
  lines.push('', 'Default company of each tenant (company_id for phone login):');
  for (const t of tenants.tenants) lines.push(`  ${t.type.padEnd(5)} ${t.defaultCompanyId}  ${t.displayName}`);
  const example = tenants.tenants[0]?.defaultCompanyId ?? '<company id>';
  lines.push(
    '',
    'Try:',
    `  curl -s -X POST ${base}${API_PREFIX}/token/ -H 'content-type: application/json' \\`,
    `    -d '{"phone":"${DEMO_PHONE}","password":"${DEMO_PASSWORD}","company_id":"${example}"}'`,
    `  WeChat forms: {"openid":"${demoOpenid(example)}","company_id":"${example}"} or {"p":"${demoLoginCode(example)}","openid":"${demoOpenid(example)}"}`,
    '',
  );
  return lines.join('\n');
}

function productionLines(admin: InitialAdminResult | null): string[] {
  if (!admin) return ['', 'Initial admin: none created at this start (every company already existed).'];
  return [
    '',
    `Initial admin of every new company: phone ${admin.phone}, role admin.`,
    admin.generatedPassword
      ? `  Generated password (shown this once; change it after the first login): ${admin.generatedPassword}`
      : '  Password: INITIAL_ADMIN_PASSWORD.',
  ];
}
