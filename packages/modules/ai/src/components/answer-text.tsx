/** @jsxImportSource @emotion/react */
import { lazy, Suspense } from 'react';
import { s } from './styles.ts';

/** The markdown renderer (marked) in a chunk of its own: a chat screen paints before it arrives. */
const loadMarkdown = () => import('../markdown/markdown-view.tsx');
const MarkdownView = lazy(loadMarkdown);

/** Starts loading the renderer early (a chat screen opening). */
export function preloadMarkdown(): void {
  void loadMarkdown().catch(() => undefined);
}

/** An answer's text: rendered markdown, its plain words until the renderer is there. */
export function AnswerText({ text }: { text: string }) {
  return (
    <Suspense fallback={<div css={s.plain}>{text}</div>}>
      <MarkdownView source={text} />
    </Suspense>
  );
}
