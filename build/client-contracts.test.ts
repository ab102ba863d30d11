import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { clientContractsCode, clientContractsPlugin } from './client-contracts.ts';

const CONTRACTS = `import { z } from 'zod';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
dayjs.extend(utc);
export const loginSchema = z.object({ phone: z.string().regex(/^\\d{11}$/, '请输入11位手机号') });
export const authEndpoints = {
  login: defineEndpoint({ method: 'POST', path: '/token/', summary: '登录', body: loginSchema, response: { 200: loginSchema.describe('x') } }),
};
export function defineEndpoint(spec) { return { ...spec, url: '/9077/api' + spec.path }; }
`;

describe('client contracts (issue 10: no schema on the start-up path)', () => {
  it("leaves the endpoints' server-only properties out and keeps method and path", () => {
    const out = clientContractsCode(CONTRACTS, 'auth.js') ?? '';
    expect(out).toContain("defineEndpoint({ method: 'POST', path: '/token/',");
    expect(out).not.toContain('summary');
    expect(out).not.toContain('response');
    expect(out).not.toContain("describe('x')");
  });

  it('marks the calls that build module-level values pure, each call of a chain in its own parentheses', () => {
    const out = clientContractsCode(CONTRACTS, 'auth.js') ?? '';
    expect(out).toContain(
      "export const loginSchema = /* @__PURE__ */ z.object({ phone: (/* @__PURE__ */ (/* @__PURE__ */ z.string()).regex(/^\\d{11}$/, '请输入11位手机号')) });",
    );
  });

  it('leaves statements and the calls inside functions as they are: they have effects', () => {
    const out = clientContractsCode(CONTRACTS, 'auth.js') ?? '';
    expect(out).toContain('\ndayjs.extend(utc);\n');
    expect(out).toContain("return { ...spec, url: '/9077/api' + spec.path };");
    expect(clientContractsCode('export function f(x) { return g(x); }\n', 'f.js')).toBeNull();
  });

  it('a bundle that calls an endpoint imports no zod; one that checks a form with the schema does', async () => {
    const bundle = async (entry: string): Promise<string> => {
      const build = await rolldown({
        input: 'entry.js',
        external: ['zod', 'dayjs', 'dayjs/plugin/utc.js'], // a virtual file cannot resolve packages; kept out, their imports show
        plugins: [
          {
            name: 'virtual',
            resolveId: (id) => (id === 'entry.js' || id === '/repo/packages/contracts/src/api/auth.ts' ? id : null),
            load: (id) => (id === 'entry.js' ? entry : id.endsWith('auth.ts') ? { code: CONTRACTS, moduleType: 'js' } : null),
          },
          clientContractsPlugin(),
        ],
      });
      const { output } = await build.generate({ format: 'es' });
      return output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
    };
    const calls = await bundle(
      "import { authEndpoints } from '/repo/packages/contracts/src/api/auth.ts'; console.log(authEndpoints.login.url);",
    );
    expect(calls).toContain('/token/');
    expect(calls).not.toMatch(/from "zod"|z\.object/);
    const checks = await bundle(
      "import { loginSchema } from '/repo/packages/contracts/src/api/auth.ts'; console.log(loginSchema.safeParse({}));",
    );
    expect(checks).toMatch(/import \{ z \} from "zod"/);
    expect(checks).toContain('z.object(');
  });
});
