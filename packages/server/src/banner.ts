import { API_PREFIX, DOCS_PREFIX } from '@campus/contracts';
import type { ServedBundle } from './http/static.ts';
import type { TenantRegistry } from './tenants.ts';
import { DEMO_PASSWORD, DEMO_PHONE, demoLoginCode, demoOpenid, seedStaff } from './seed/data.ts';

/** What `npm start` prints: URLs of the API, the docs and every bundle, and the demo accounts. */
export function banner(base: string, bundles: ServedBundle[], tenants: TenantRegistry, database: string): string {
  const lines = [
    '',
    `Campus Hub server (${database})`,
    `  API     ${base}${API_PREFIX}/`,
    `  Docs    ${base}${DOCS_PREFIX}`,
  ];
  if (bundles.length === 0) lines.push('  Bundles none (dist/ not built: API only; run `npm run build`)');
  for (const b of bundles) {
    const t = b.type ? tenants.tenants.find((x) => x.type === b.type) : undefined;
    lines.push(`  ${b.type ? `/${b.type}/`.padEnd(8) : 'default'} ${base}${b.prefix}${t ? `  ${t.displayName} (${t.title})` : ''}`);
  }
  lines.push('', 'Demo accounts (every company; password ' + DEMO_PASSWORD + '):');
  for (const s of seedStaff) {
    const flags = [s.role, s.isPatrolman && 'is_patrolman', s.isRepairman && 'is_repairman', s.isOff3driver && 'is_off3driver', s.wechat && 'openid demo-<company id>']
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
