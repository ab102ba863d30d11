import { fileEndpoints, type FileRef } from '@campus/contracts';
import { blobCall } from '@campus/core';
import { useEffect, useState } from 'react';

/**
 * Stored files are served only with the caller's token (never a public URL; only the home banners'
 * pictures have signed addresses, files.picture), so an <img> cannot load them by address: their
 * bytes are fetched once and shown through an object URL, kept for the page's life (a screen
 * revisited shows its photos at once).
 */
const urls = new Map<string, Promise<string>>();

/** The object URL of a stored file (fetched once per id). */
export function fileObjectUrl(id: string): Promise<string> {
  let url = urls.get(id);
  if (url === undefined) {
    url = blobCall(fileEndpoints.content, { id }, { silent: true }).then((blob) => URL.createObjectURL(blob));
    // a failed fetch is not remembered: the next screen tries again
    url.catch(() => urls.delete(id));
    urls.set(id, url);
  }
  return url;
}

/** Remembers the object URL of a file this page just uploaded (its bytes are already here). */
export function rememberFileUrl(id: string, blob: Blob): string {
  const url = URL.createObjectURL(blob);
  urls.set(id, Promise.resolve(url));
  return url;
}

/** Object URLs of the files, by id; a file whose bytes have not arrived (or failed) is missing. */
export function useFileUrls(files: readonly FileRef[]): ReadonlyMap<string, string> {
  const key = files.map((file) => file.id).join(',');
  const [loaded, setLoaded] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    const ids = key === '' ? [] : key.split(',');
    void Promise.allSettled(ids.map(async (id) => [id, await fileObjectUrl(id)] as const)).then((results) => {
      if (!live) return;
      setLoaded(new Map(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return loaded;
}

/** Opens a stored file the browser can show by itself (a PDF) in a new tab. */
export async function openStoredFile(id: string): Promise<void> {
  const url = await fileObjectUrl(id);
  window.open(url, '_blank', 'noopener');
}
