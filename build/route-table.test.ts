import { describe, expect, it } from 'vitest';
import { modules } from '../packages/app/src/modules.ts';
import { composeModules } from '../packages/core/src/modules/compose-modules.ts';
import { importSpecifiers, readRouteTable } from './route-table.ts';

describe('the route table the build reads (issue 35)', () => {
  it('finds the dynamic imports in a loader’s source', () => {
    expect(importSpecifiers(`() => import("./screens/a.tsx").then((m) => m)`)).toEqual(['./screens/a.tsx']);
    expect(importSpecifiers(`()=>Promise.all([import('./a.tsx'), import(\`./b.tsx\`)])`)).toEqual(['./a.tsx', './b.tsx']);
    expect(importSpecifiers(`() => import(k === 'p' ? './p.tsx' : './s.tsx')`)).toEqual(['./p.tsx', './s.tsx']);
  });

  it('gives every route of the app its screen module, read where its loader was written, and its declared preload', async () => {
    const table = await readRouteTable(composeModules(modules).routes.routes);
    const byPath = new Map(table.map((route) => [route.path, route]));
    expect(byPath.get('/bus')).toMatchObject({
      title: '班车',
      screens: [expect.stringMatching(/packages\/modules\/bus\/src\/screens\/bus-home-screen\.tsx$/)],
      preload: [{ path: '/bus/routes/', query: [['kind', 'shuttle']] }],
    });
    // a loader shared by two routes, and an approval detail route built by the approval module for a family
    expect(byPath.get('/plantBus/plantBusTicketDetail')?.screens).toEqual(byPath.get('/bus/busTicketDetail')?.screens);
    // with its family's content part, which the approval module's loader loads beside it
    expect(byPath.get('/approvalProcess/approvalBusDetail')?.screens).toEqual([
      expect.stringMatching(/packages\/modules\/approval\/src\/screens\/order-detail-route\.tsx$/),
      expect.stringMatching(/packages\/modules\/bus\/src\/components\/bus-order-view\.tsx$/),
    ]);
    expect(table.length).toBeGreaterThan(150);
  });
});
