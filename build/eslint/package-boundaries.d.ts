import type { Rule } from 'eslint';

declare const campus: { rules: { 'package-boundaries': Rule.RuleModule } };
export default campus;
