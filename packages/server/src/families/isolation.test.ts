import { beforeAll, expect, it } from 'vitest';
import { endpointUrl } from '@campus/contracts';
import { A, A2, B, describeOnDatabase } from '../platform/test/harness.ts';
import { clientOf, type Client } from '../platform/test/client.ts';
import { families } from './index.ts';

/**
 * Tenant isolation generated from the family list: every family's probes (requests on its `/:id/`
 * routes for rows of another company) answer 404 {detail: '未找到'} to company A's admin and staff
 * (admin-only routes: to the admin), and every `/:id/` route a family registers has a probe (or a stated exemption).
 */
describeOnDatabase('tenant isolation of every family route with an id (generated from families/index.ts)', (h) => {
  const others = [B.id, A2.id];
  let admin: Client;
  let staff: Client;

  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    staff = await clientOf(h(), A.id, '13800000005');
  });

  it('issue 8: every registered /:id/ route of a family has an isolation probe or a stated exemption, and every probe names a registered route', () => {
    const registered = h().app.familyRoutes;
    expect(registered.length).toBeGreaterThan(0);
    for (const family of families) {
      const mine = registered.filter((r) => r.family === family.name);
      for (const r of mine.filter((x) => x.url.includes('/:id/'))) {
        const probed = family.isolationProbes.some((p) => p.endpoint.url === r.url && p.endpoint.method === r.method);
        const exempt = family.isolationExempt.some((e) => e.endpoint.url === r.url);
        expect(probed || exempt, `${family.name}: ${r.method} ${r.url} has no isolation probe`).toBe(true);
      }
      for (const p of family.isolationProbes) {
        expect(
          mine.some((r) => r.url === p.endpoint.url && r.method === p.endpoint.method),
          `${family.name}: probe ${p.endpoint.method} ${p.endpoint.url} is no route of it`,
        ).toBe(true);
      }
    }
  });

  for (const family of families) {
    it(`${family.name}: another company's rows answer 404 on every probe`, async () => {
      for (const c of others) {
        for (const p of family.isolationProbes) {
          for (const who of p.adminOnly ? [admin] : [admin, staff]) {
            const { method } = p.endpoint;
            const url = endpointUrl(p.endpoint, p.params(c));
            const body = p.body?.(c);
            const res = method === 'GET' ? await who.get(url) : method === 'PUT' ? await who.put(url, body) : await who.post(url, body);
            expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
            expect(res.json()).toEqual({ detail: '未找到' });
          }
        }
      }
    });
  }
});
