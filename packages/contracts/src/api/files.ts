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

/** Default largest file (FILE_MAX_BYTES on the server): 10 MB, a phone photo with room to spare. */
export const FILE_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
/** Most attachments one order or report carries. */
export const FILE_MAX_ATTACHMENTS = 9;

export const fileMessages = {
  missing: '请选择要上传的文件',
  badType: '只支持 JPG、PNG、WebP、GIF 图片和 PDF 文件',
  tooLarge: (maxBytes: number) => `文件不能超过 ${formatBytes(maxBytes)}`,
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
