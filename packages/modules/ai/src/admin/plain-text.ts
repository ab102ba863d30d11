/**
 * An answer's markdown as plain words, for a clamped preview (the chat renders the markdown itself):
 * links keep their text, emphasis, code marks and heading marks go.
 */
export function plainAnswer(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/^#{1,6}\s+/gm, '')
    .trim();
}
