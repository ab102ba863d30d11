/**
 * Uploads (issue 11, "Files"): one service for every module. Receipts, licences, insurance,
 * repair photos and ID cards are uploaded once (`POST files/`) and then referred to by id in a
 * module's own body (`attachments: [id, ...]`); the module's answers carry the refs back.
 * The server checks size and type (by the file's bytes, not its name) and serves a file only to
 * staff of the company it was uploaded in.
 */

/** What the server accepts, by the type its bytes show. */
export const FILE_TYPES = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
} as const;
export type FileMime = keyof typeof FILE_TYPES;
export const FILE_MIMES = Object.keys(FILE_TYPES) as FileMime[];
export const isImageMime = (mime: string): boolean => mime.startsWith('image/');

/**
 * Short clips (an alarm reported by hand, issue 39), uploaded on their own endpoint (`POST
 * files/videos/`) with their own limit: a module that takes photos never receives a video by mistake.
 */
export const VIDEO_FILE_TYPES = {
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'video/quicktime': 'MOV',
} as const;
export type VideoMime = keyof typeof VIDEO_FILE_TYPES;
export const VIDEO_MIMES = Object.keys(VIDEO_FILE_TYPES) as VideoMime[];
export const isVideoMime = (mime: string): mime is VideoMime => Object.hasOwn(VIDEO_FILE_TYPES, mime);
/** Default largest clip (FILE_VIDEO_MAX_BYTES on the server): 30 MB, half a minute of phone video. */
export const FILE_VIDEO_DEFAULT_MAX_BYTES = 30 * 1024 * 1024;

/** Every type a stored file may have (what its ref names). */
export const STORED_FILE_MIMES = [...FILE_MIMES, ...VIDEO_MIMES] as const;
export type StoredFileMime = FileMime | VideoMime;

/** Default largest file (FILE_MAX_BYTES on the server): 10 MB, a phone photo with room to spare. */
export const FILE_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
/** Most attachments one order or report carries. */
export const FILE_MAX_ATTACHMENTS = 9;

export const fileMessages = {
  missing: '请选择要上传的文件',
  badType: '只支持 JPG、PNG、WebP、GIF 图片和 PDF 文件',
  tooLarge: (maxBytes: number) => `文件不能超过 ${formatBytes(maxBytes)}`,
  videoBadType: '只支持 MP4、WebM、MOV 格式的视频',
  videoTooLarge: (maxBytes: number) => `视频不能超过 ${formatBytes(maxBytes)}`,
  unknown: '附件不存在或已失效，请重新上传',
  tooMany: `最多上传${String(FILE_MAX_ATTACHMENTS)}个附件`,
  uploadFailed: '上传失败，请重试',
} as const;

/** 10485760 -> '10 MB', 512000 -> '500 KB' (limits in messages). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${String(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
  if (bytes >= 1024) return `${String(Math.round(bytes / 1024))} KB`;
  return `${String(bytes)} B`;
}
