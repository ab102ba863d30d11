import { FILE_VIDEO_DEFAULT_MAX_BYTES, VIDEO_MIMES, fileMessages } from '@campus/contracts';

/** The video types a phone's picker is offered (the server reads the bytes all the same). */
export const VIDEO_ACCEPT = VIDEO_MIMES.join(',');

/**
 * Refuses at once, in the server's words, a clip the server would refuse (its type as the browser
 * names it, its size); an unnamed type is left to the server, which reads the bytes.
 */
export function videoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.type !== '' && !(VIDEO_MIMES as readonly string[]).includes(file.type)) return fileMessages.videoBadType;
  if (file.size > FILE_VIDEO_DEFAULT_MAX_BYTES) return fileMessages.videoTooLarge(FILE_VIDEO_DEFAULT_MAX_BYTES);
  return null;
}
