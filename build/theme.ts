/** Reads `--name: value;` custom properties from a theme file (comments ignored). */
export function readThemeVariables(css: string): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const variables = new Map<string, string>();
  for (const match of withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined) variables.set(name, value.trim());
  }
  return variables;
}
