/**
 * The generated OpenAPI document (/9077/docs/json) is clean under Spectral's spectral:oas ruleset
 * (.spectral.yaml: only the trailing-slash rule is off), and every operation has a unique operationId.
 */
import { writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeOnDatabase } from './platform/test/harness.ts';
import { builtInRuleset, formatFindings, lintOpenApi } from './platform/test/spectral.ts';

type JsonObject = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describeOnDatabase('OpenAPI document under Spectral (issue 16)', (h) => {
  it('has no Spectral errors or warnings', async () => {
    const doc = h().app.swagger() as unknown as JsonObject;
    if (process.env.OPENAPI_DUMP) writeFileSync(process.env.OPENAPI_DUMP, JSON.stringify(doc, null, 2));
    const findings = await lintOpenApi(doc);
    const serious = findings.filter((f) => f.severity === 'error' || f.severity === 'warn');
    expect(serious.length, `Spectral findings:\n${formatFindings(findings)}`).toBe(0);
    // .spectral.yaml turns off the trailing-slash rule and nothing else: plain spectral:oas finds only that.
    const plain = await lintOpenApi(doc, builtInRuleset('spectral:oas'));
    const others = plain.filter((f) => f.code !== 'path-keys-no-trailing-slash');
    expect(others.length, `plain spectral:oas findings:\n${formatFindings(others)}`).toBe(0);
  }, 60_000);

  it('gives every operation a unique operationId', async () => {
    const doc = h().app.swagger() as unknown as JsonObject;
    const ids: string[] = [];
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, JsonObject>>)) {
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        if (typeof op.operationId === 'string') ids.push(op.operationId);
        else missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.length).toBeGreaterThan(40);
  });
});
