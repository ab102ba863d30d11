import { isImageMime, type FileRef } from '@campus/contracts';
import { trackScreenOverlay } from '@campus/core';
import { ImageViewer } from 'antd-mobile';
import { openStoredFile } from './file-url.ts';

/** A PDF's tile where an image would show its picture (an inline SVG: nothing to fetch). */
export const PDF_TILE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><rect width="80" height="80" rx="6" fill="#f5f5f5"/><path d="M24 14h22l12 12v40H24z" fill="#fff" stroke="#8c8c8c" stroke-width="2"/><text x="40" y="56" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="#c41d1d">PDF</text></svg>',
  );

/**
 * Shows the file at `index`: an image in the full-screen viewer with the other images of the list
 * to swipe through, a PDF in a new tab.
 */
export function previewAttachment(files: readonly FileRef[], urls: ReadonlyMap<string, string>, index: number): void {
  const chosen = files[index];
  if (chosen === undefined) return;
  if (!isImageMime(chosen.mime)) {
    void openStoredFile(chosen.id);
    return;
  }
  const images = files.filter((file) => isImageMime(file.mime));
  const shown = images.flatMap((file) => {
    const url = urls.get(file.id);
    return url === undefined ? [] : [url];
  });
  const at = shown.indexOf(urls.get(chosen.id) ?? '');
  if (at < 0) return;
  // rendered into document.body: it closes with the screen that opened it (issue 34)
  // eslint-disable-next-line no-restricted-syntax -- tracked on the next line
  const viewer = ImageViewer.Multi.show({ images: shown, defaultIndex: at, afterClose: () => untrack() });
  const untrack = trackScreenOverlay(() => viewer.close());
}
