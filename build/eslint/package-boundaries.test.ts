import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { join } from 'node:path';
import campus from './package-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const ROOT = join(import.meta.dirname, '..', '..');
const at = (file: string): string => join(ROOT, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

// Issue 8 guardrail: app → modules → ui → core → contracts, no module → module, server → contracts.
tester.run('campus/package-boundaries', campus.rules['package-boundaries'], {
  valid: [
    {
      filename: at('packages/modules/car/src/screens/a.tsx'),
      code: "import { x } from '@campus/core'; import '@campus/ui'; import './b.ts';",
    },
    { filename: at('packages/modules/car/src/screens/a.tsx'), code: "import '../routes.ts';" },
    { filename: at('packages/app/src/routes.ts'), code: "import car from '@campus/module-car'; export * from '@campus/core';" },
    { filename: at('packages/ui/src/a.tsx'), code: "import '@campus/core'; import '@campus/contracts';" },
    { filename: at('packages/server/src/app.ts'), code: "import { API_PREFIX } from '@campus/contracts';" },
    { filename: at('tests/e2e/smoke.spec.ts'), code: "import '../../packages/app/src/routes.ts';" },
    // Issue 36: a server family uses the platform and itself; the platform names families only through their list.
    {
      filename: at('packages/server/src/families/bus/tickets.ts'),
      code: "import { refundOrder } from '../../platform/pay/index.ts'; import './views.ts'; import '@campus/contracts';",
    },
    { filename: at('packages/server/src/platform/app.ts'), code: "import { families } from '../families/index.ts';" },
    { filename: at('packages/server/src/families/index.ts'), code: "import { bus } from './bus/index.ts';" },
    { filename: at('packages/server/src/platform/orders/a.test.ts'), code: "import '../../families/approval/seed.ts';" },
  ],
  invalid: [
    { filename: at('packages/modules/notice/src/a.ts'), code: "import '@campus/module-car';", errors: [{ messageId: 'module' }] },
    { filename: at('packages/modules/notice/src/a.ts'), code: "import('../../car/src/index.ts');", errors: [{ messageId: 'module' }] },
    { filename: at('packages/modules/notice/src/a.ts'), code: "import '@campus/app';", errors: [{ messageId: 'layer' }] },
    { filename: at('packages/core/src/a.ts'), code: "import '@campus/ui';", errors: [{ messageId: 'layer' }] },
    { filename: at('packages/ui/src/a.ts'), code: "export * from '../../modules/car/src/index.ts';", errors: [{ messageId: 'layer' }] },
    { filename: at('packages/contracts/src/a.ts'), code: "import '@campus/core';", errors: [{ messageId: 'layer' }] },
    { filename: at('packages/server/src/a.ts'), code: "import '../../core/src/index.ts';", errors: [{ messageId: 'layer' }] },
    {
      filename: at('packages/server/src/families/shop/orders.ts'),
      code: "import { payService } from '../pay/index.ts';",
      errors: [{ messageId: 'family' }],
    },
    { filename: at('packages/server/src/families/shop/a.test.ts'), code: "import '../bus/access.ts';", errors: [{ messageId: 'family' }] },
    {
      filename: at('packages/server/src/platform/seed/a.ts'),
      code: "import '../../families/bus/seed.ts';",
      errors: [{ messageId: 'platform' }],
    },
  ],
});
