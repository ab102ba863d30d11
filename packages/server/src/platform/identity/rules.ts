import { and, asc, eq, sql } from 'drizzle-orm';
import type { PermissionRule } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { permissionRuleChildren, permissionRules, type StaffRole } from '../db/schema.ts';

/** An entry with roles = null is for every role; otherwise only for the roles listed. */
const visibleTo = (column: typeof permissionRules.roles | typeof permissionRuleChildren.roles) =>
  sql`(${column} IS NULL OR ${sql.placeholder('role')}::text = ANY(${column}))`;

const prepare = (db: Database) =>
  db
    .select({
      ruleId: permissionRules.id,
      name: permissionRules.name,
      keyword: permissionRules.keyword,
      isActive: permissionRules.isActive,
      childId: permissionRuleChildren.id,
      childName: permissionRuleChildren.name,
      childKeyword: permissionRuleChildren.keyword,
      ico: permissionRuleChildren.ico,
      isShow: permissionRuleChildren.isShow,
    })
    .from(permissionRules)
    .leftJoin(
      permissionRuleChildren,
      and(
        eq(permissionRuleChildren.companyId, permissionRules.companyId),
        eq(permissionRuleChildren.ruleId, permissionRules.id),
        visibleTo(permissionRuleChildren.roles),
      ),
    )
    .where(and(eq(permissionRules.companyId, sql.placeholder('companyId')), visibleTo(permissionRules.roles)))
    .orderBy(asc(permissionRules.sort), asc(permissionRules.id), asc(permissionRuleChildren.sort), asc(permissionRuleChildren.id))
    .prepare('campus_list_rules');
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

/**
 * The permission rules of a company for a role (spec section 3 "Permission rule entry", section 6):
 * inactive parents and isShow:false children are returned as stored; the client applies the menu rules.
 */
export async function listRules(db: Database, companyId: string, role: StaffRole): Promise<PermissionRule[]> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepare(db)));
  const rows = await query.execute({ companyId, role });

  const out: PermissionRule[] = [];
  const byId = new Map<string, PermissionRule>();
  for (const r of rows) {
    let rule = byId.get(r.ruleId);
    if (!rule) {
      rule = { name: r.name, keyword: r.keyword, is_active: r.isActive, child: [] };
      byId.set(r.ruleId, rule);
      out.push(rule);
    }
    if (r.childId && r.childName !== null && r.childKeyword !== null && r.ico !== null && r.isShow !== null) {
      rule.child.push({ name: r.childName, keyword: r.childKeyword, ico: r.ico, isShow: r.isShow });
    }
  }
  return out;
}
