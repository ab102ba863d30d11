import type { FamilyNames } from './names.ts';

/** The files of a new family, path → text: contracts, server family, client module (docs/client-modules.md, docs/server.md). */
export function familyFiles(n: FamilyNames): Record<string, string> {
  return {
    [`packages/contracts/src/api/${n.name}.ts`]: contract(n),
    [`packages/server/src/families/${n.name}/index.ts`]: serverIndex(n),
    [`packages/server/src/families/${n.name}/schema.ts`]: serverSchema(n),
    [`packages/server/src/families/${n.name}/routes.ts`]: serverRoutes(n),
    [`packages/server/src/families/${n.name}/seed.ts`]: serverSeed(n),
    [`packages/server/src/families/${n.name}/${n.name}.test.ts`]: serverTest(n),
    [`packages/modules/${n.name}/package.json`]: modulePackage(n),
    [`packages/modules/${n.name}/tsconfig.json`]: '{ "extends": "../../../tsconfig.base.json", "include": ["src"] }\n',
    [`packages/modules/${n.name}/src/index.ts`]: `export { ${n.name}Module } from './manifest.ts';\n`,
    [`packages/modules/${n.name}/src/manifest.ts`]: moduleManifest(n),
    [`packages/modules/${n.name}/src/api.ts`]: moduleApi(n),
    [`packages/modules/${n.name}/src/screens/${n.name}-screen.tsx`]: moduleScreen(n),
    [`packages/modules/${n.name}/src/screens/${n.name}-screen.test.tsx`]: moduleScreenTest(n),
  };
}

const contract = (n: FamilyNames) => `import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './messages.ts';
import { pageOf } from './page.ts';

/** ${n.title}: the family's shapes and its endpoints, used by the server route, the client call and OpenAPI. */
export const ${n.name}ItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  created_time: z.string(),
});
export type ${n.pascal}Item = z.infer<typeof ${n.name}ItemSchema>;

export const ${n.name}ItemPageSchema = pageOf(${n.name}ItemSchema);
export type ${n.pascal}ItemPage = z.infer<typeof ${n.name}ItemPageSchema>;

/** The client's form checks with this schema too, so it says what the server would. */
export const ${n.name}ItemCreateSchema = z.object({
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(100, '标题不能超过100个字'),
});
export type ${n.pascal}ItemCreate = z.input<typeof ${n.name}ItemCreateSchema>;

/** The ${n.name} operations (OpenAPI tag \`${n.name}\`). */
export const ${n.name}Endpoints = {
  listItems: defineEndpoint({
    method: 'GET',
    path: '/${n.segment}/items/',
    operationId: '${n.name}.listItems',
    tags: ['${n.name}'],
    summary: '${n.title}（分页，新的在前）',
    description: "A page of the caller's company's ${n.name} items, newest first.",
    auth: 'required',
    query: pageQuerySchema,
    response: { 200: ${n.name}ItemPageSchema },
  }),
  createItem: defineEndpoint({
    method: 'POST',
    path: '/${n.segment}/items/',
    operationId: '${n.name}.createItem',
    tags: ['${n.name}'],
    summary: '新增${n.title}',
    description: 'Adds an item (title 1 to 100 characters) for the caller\\'s company; answers it (201).',
    auth: 'required',
    body: ${n.name}ItemCreateSchema,
    response: { 201: ${n.name}ItemSchema },
  }),
} as const;
`;

const serverIndex = (n: FamilyNames) => `/** The ${n.name} family (${n.title}). */
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { ${n.name}Routes } from './routes.ts';
import { seed${n.pascal}Menu } from './seed.ts';

export const ${n.name} = defineFamily({
  name: '${n.name}',
  schema,
  orderTypes: [],
  routes: async (app, { ctx }) => ${n.name}Routes(app, ctx),
  seed: [seed${n.pascal}Menu],
  // No /:id/ route yet: add a probe for each one (families/isolation.test.ts checks).
  isolationProbes: [],
  isolationExempt: [],
});
`;

const serverSchema = (n: FamilyNames) => `/** The ${n.name} family's tables. */
import { foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';

export const ${n.name}Items = pgTable(
  '${n.table}',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    title: text('title').notNull(),
    authorId: uuid('author_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.authorId], foreignColumns: [staff.companyId, staff.id] }),
    index('${n.table}_company_created_idx').on(t.companyId, t.createdAt.desc()),
  ],
);
`;

const serverRoutes = (n: FamilyNames) => `import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ${n.name}Endpoints, type ${n.pascal}Item } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { ${n.name}Items } from './schema.ts';

/** ${n.title}: the company's items, newest first; any staff adds one. */
export async function ${n.name}Routes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = () => ctx.handle.db;
  const itemQuery = () =>
    db()
      .select({ item: ${n.name}Items, authorName: staff.name })
      .from(${n.name}Items)
      .innerJoin(staff, and(eq(staff.companyId, ${n.name}Items.companyId), eq(staff.id, ${n.name}Items.authorId)));
  type Row = Awaited<ReturnType<typeof itemQuery>>[number];
  const toView = ({ item, authorName }: Row): ${n.pascal}Item => ({
    id: item.id,
    title: item.title,
    author: { id: item.authorId, name: authorName },
    created_at: item.createdAt.toISOString(),
    created_time: localDateTime(item.createdAt),
  });

  defineRoute(app, ctx, {
    endpoint: ${n.name}Endpoints.listItems,
    async handler({ auth, query }) {
      const where = inCompany(${n.name}Items, auth.companyId);
      const [total] = await db().select({ n: count() }).from(${n.name}Items).where(where);
      const rows = await itemQuery()
        .where(where)
        .orderBy(desc(${n.name}Items.createdAt), desc(${n.name}Items.id))
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size));
      return toPage(Number(total?.n ?? 0), query.page, query.page_size, rows.map(toView));
    },
  });

  defineRoute(app, ctx, {
    endpoint: ${n.name}Endpoints.createItem,
    async handler({ auth, body, reply }) {
      const id = randomUUID();
      await db().insert(${n.name}Items).values({ companyId: auth.companyId, id, title: body.title, authorId: auth.staffId, createdAt: ctx.now() });
      const [row] = await itemQuery().where(inCompany(${n.name}Items, auth.companyId, eq(${n.name}Items.id, id)));
      reply.code(201);
      return toView(row!);
    },
  });
}
`;

const serverSeed = (n: FamilyNames) => `import { and, eq } from 'drizzle-orm';
import type { SeedStep } from '../../platform/seed/seed.ts';
import { permissionRuleChildren, permissionRules } from '../../platform/db/schema.ts';
import { seedId } from '../../platform/seed/ids.ts';

/**
 * The menu entry of ${n.title} under 其他 (keyword 'other'), so the demo staff can open #/${n.name}. Its
 * icon is the generic one until the family draws its own (MENU_ICON_KEYS, packages/ui menu-icon.tsx).
 */
export const seed${n.pascal}Menu: SeedStep = async (db, company) => {
  const [other] = await db
    .select({ id: permissionRules.id })
    .from(permissionRules)
    .where(and(eq(permissionRules.companyId, company.id), eq(permissionRules.keyword, 'other')));
  if (!other) return;
  await db
    .insert(permissionRuleChildren)
    .values({ companyId: company.id, id: seedId(company.id, 'rule_child:${n.name}'), ruleId: other.id, name: '${n.title}', keyword: '${n.name}', ico: 'app', sort: 100 })
    .onConflictDoNothing();
};
`;

const serverTest = (n: FamilyNames) => `import { beforeAll, expect, it } from 'vitest';
import { endpointUrl, ${n.name}Endpoints, ${n.name}ItemPageSchema, ${n.name}ItemSchema } from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';

describeOnDatabase('${n.name} (${n.title}): list and add, per company', (h) => {
  const items = endpointUrl(${n.name}Endpoints.listItems);
  let staff: Client;
  let other: Client;
  beforeAll(async () => {
    staff = await clientOf(h(), A.id, '13800000005');
    other = await clientOf(h(), B.id, '13800000005');
  });

  it('a staff adds an item and finds it first in the list; another company does not see it', async () => {
    const created = await staff.post(items, { title: '  第一条  ' });
    expect(created.statusCode).toBe(201);
    const item = ${n.name}ItemSchema.parse(created.json());
    expect(item).toMatchObject({ title: '第一条', author: { name: '普通员工' } });
    const mine = ${n.name}ItemPageSchema.parse((await staff.get(items)).json());
    expect(mine.results[0]?.id).toBe(item.id);
    const theirs = ${n.name}ItemPageSchema.parse((await other.get(items)).json());
    expect(theirs.results.map((row) => row.id)).not.toContain(item.id);
  });

  it('bad input answers 400 with the field message, and nothing is stored', async () => {
    const before = ${n.name}ItemPageSchema.parse((await staff.get(items)).json()).count;
    const empty = await staff.post(items, { title: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ title: ['请填写标题'] });
    expect((await staff.post(items, { title: 'x'.repeat(101) })).json()).toEqual({ title: ['标题不能超过100个字'] });
    expect(${n.name}ItemPageSchema.parse((await staff.get(items)).json()).count).toBe(before);
  });
});
`;

const modulePackage = (n: FamilyNames) =>
  `${JSON.stringify(
    {
      name: `@campus/module-${n.name}`,
      version: '0.0.0',
      private: true,
      type: 'module',
      exports: { '.': './src/index.ts' },
      scripts: { typecheck: 'tsc --noEmit -p .' },
      dependencies: { '@campus/contracts': '*', '@campus/core': '*', '@campus/ui': '*' },
      sideEffects: false,
    },
    null,
    2,
  )}\n`;

const moduleManifest = (n: FamilyNames) => `import type { ModuleManifest } from '@campus/core/routing';

/**
 * ${n.title}: one screen, opened from the menu entry the server's seed adds (keyword '${n.name}'). Its
 * list's first page is asked for with the screen's scripts when the app opens on it (preload).
 */
export const ${n.name}Module: ModuleManifest = {
  module: '${n.name}',
  routes: [
    {
      path: '/${n.name}',
      name: '${n.name}',
      title: '${n.title}',
      screen: () => import('./screens/${n.name}-screen.tsx'),
      preload: { path: '/${n.segment}/items/', query: { page: 1, page_size: 20 } },
    },
  ],
};
`;

const moduleApi = (n: FamilyNames) => `import { ${n.name}Endpoints, type ${n.pascal}ItemCreate } from '@campus/contracts';
import { apiCall } from '@campus/core';

export const fetch${n.pascal}Items = (page: number, pageSize: number) =>
  apiCall(${n.name}Endpoints.listItems, { query: { page, page_size: pageSize } });

/** silent: a 400 is shown next to the field by the screen, not toasted as well. */
export const create${n.pascal}Item = (body: ${n.pascal}ItemCreate) => apiCall(${n.name}Endpoints.createItem, { body, silent: true });
`;

const moduleScreen = (n: FamilyNames) => `import { ${n.name}ItemCreateSchema, type ${n.pascal}Item } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, ListPage, PageFrame, schemaRule, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { create${n.pascal}Item, fetch${n.pascal}Items } from '../api.ts';

/** ${n.title} (/${n.name}): add an item at the top, the company's items below, newest first. */
export default function ${n.pascal}Screen() {
  const [form] = Form.useForm<{ title: string }>();
  const [message, setMessage] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const submit = async ({ title }: { title: string }) => {
    setMessage(null);
    try {
      await create${n.pascal}Item({ title });
      form.resetFields();
      setReloadKey((key) => key + 1);
      void showToast('添加成功');
    } catch (error) {
      // a 400 lands on its field (the typed title stays); anything else is said in words
      setMessage(submitFailureMessage(form, error));
    }
  };

  return (
    <PageFrame title="${n.title}">
      <Form
        form={form}
        onFinish={submit}
        onValuesChange={(changed) => clearFieldErrors(form, changed)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary">
              添加
            </Button>
          </>
        }
      >
        <Form.Item name="title" label="标题" rules={[schemaRule(${n.name}ItemCreateSchema.shape.title)]}>
          <Input placeholder="请输入标题" clearable />
        </Form.Item>
      </Form>
      <ListPage<${n.pascal}Item>
        load={fetch${n.pascal}Items}
        keyOf={(item) => item.id}
        reloadKey={reloadKey}
        renderItem={(item) => (
          <List.Item description={\`\${item.author.name} \${item.created_time.slice(0, 16)}\`} data-testid="${n.name}-row">
            {item.title}
          </List.Item>
        )}
      />
    </PageFrame>
  );
}
`;

const moduleScreenTest = (n: FamilyNames) => `import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import ${n.pascal}Screen from './${n.name}-screen.tsx';

beforeEach(() => stubExports(api));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const item = { id: 'i1', title: '第一条', author: { id: 's1', name: '普通员工' }, created_at: '2026-03-01T01:00:00Z', created_time: '2026-03-01 09:00:00' };
const open = () =>
  render(
    <MemoryRouter>
      <${n.pascal}Screen />
    </MemoryRouter>,
  );

describe('${n.title} (/${n.name})', () => {
  it('lists the items with author and time', async () => {
    vi.mocked(api.fetch${n.pascal}Items).mockResolvedValue({ count: 1, next: null, previous: null, results: [item] });
    open();
    const row = await screen.findByTestId('${n.name}-row');
    expect(row.textContent).toContain('第一条');
    expect(row.textContent).toContain('普通员工 2026-03-01 09:00');
  });

  it("an empty title is refused with the contract's message before any call", async () => {
    vi.mocked(api.fetch${n.pascal}Items).mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    open();
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText('请填写标题')).toBeTruthy();
    await waitFor(() => expect(api.create${n.pascal}Item).not.toHaveBeenCalled());
  });
});
`;
