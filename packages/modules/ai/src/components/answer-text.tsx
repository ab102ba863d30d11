/** @jsxImportSource @emotion/react */
import { lazyComponent } from '@campus/core';
import { s } from './styles.ts';

/** The markdown renderer (marked) in a chunk of its own: a chat screen paints before it arrives. */
const loadMarkdown = () => import('../markdown/markdown-view.tsx');
/** Its plain words until the renderer is there. */
const MarkdownView = lazyComponent(loadMarkdown, ({ source }) => <div css={s.plain}>{source}</div>);

/** Starts loading the renderer early (a chat screen opening). */
export function preloadMarkdown(): void {
  void loadMarkdown().catch(() => undefined);
}

/** An answer's text: rendered markdown, its plain words until the renderer is there. */
export function AnswerText({ text }: { text: string }) {
  return <MarkdownView source={text} />;
}
