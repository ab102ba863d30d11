import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// Spectral ships CommonJS whose named exports Node cannot detect: import the module objects.
import spectralCore, { type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';

const { Document, Ruleset, Spectral } = spectralCore;
const { Json, parseYaml } = spectralParsers;
const { oas } = spectralRulesets;
type Ruleset = InstanceType<typeof Ruleset>;

/** The server package's ruleset file (the Spectral CLI reads the same file). */
export const RULESET_FILE = fileURLToPath(new URL('../../../.spectral.yaml', import.meta.url));

/** Built-in rulesets a ruleset file may extend (loading arbitrary files would need Spectral's bundler). */
const builtIn: Record<string, RulesetDefinition> = { 'spectral:oas': oas as RulesetDefinition };

function baseOf(name: string): RulesetDefinition {
  const base = builtIn[name];
  if (!base) throw new Error(`unknown ruleset ${name}`);
  return base;
}

/** A built-in ruleset as it is, without the file's rule changes. */
export const builtInRuleset = (name: string): Ruleset => new Ruleset({ extends: [baseOf(name)] } as RulesetDefinition, { source: name });

/** Loads .spectral.yaml: `extends` names a built-in ruleset, `rules` are taken as written. */
export function loadRuleset(file = RULESET_FILE): Ruleset {
  const def = parseYaml(readFileSync(file, 'utf8')).data as { extends: string; rules?: Record<string, unknown> };
  return new Ruleset({ extends: [baseOf(def.extends)], rules: def.rules ?? {} } as RulesetDefinition, { source: file });
}

export interface Finding {
  code: string;
  severity: 'error' | 'warn' | 'info' | 'hint';
  path: string;
  message: string;
}

const severities = ['error', 'warn', 'info', 'hint'] as const;

/** Spectral's findings on an OpenAPI document given as a JSON value. */
export async function lintOpenApi(doc: unknown, ruleset: Ruleset = loadRuleset()): Promise<Finding[]> {
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);
  const results: ISpectralDiagnostic[] = await spectral.run(new Document(JSON.stringify(doc, null, 2), Json, 'openapi.json'));
  return results.map((r) => ({
    code: String(r.code),
    severity: severities[r.severity] ?? 'hint',
    path: r.path.join('.'),
    message: r.message,
  }));
}

/** One line per finding, for assertion messages. */
export const formatFindings = (findings: Finding[]): string =>
  findings.map((f) => `${f.severity} ${f.code} at ${f.path || '(root)'}: ${f.message}`).join('\n');
