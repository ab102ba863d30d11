/**
 * Stored files: the upload (type from the bytes, size, name), the bytes for a reader of the same
 * company, and what other families use: `checkAttachments` before they save ids in their rows and
 * `fileRefs` when they answer with them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_TYPES, VIDEO_FILE_TYPES, fileMessages, type FileRef, type StoredFileMime } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { rowsInOrder, rowsWithAnyOf } from '../db/built-once.ts';
import { inCompany } from '../db/scoped.ts';
import { fieldError, notFound } from '../errors.ts';
import { isGuid } from '../crypto.ts';
import { localDateTime } from '../time.ts';
import { files } from './schema.ts';
import type { FileStore } from './store.ts';

export interface FilesDeps {
  db: Database;
  store: FileStore;
  maxBytes: number;
  /** FILE_VIDEO_MAX_BYTES: the largest clip of `POST files/videos/`. */
  videoMaxBytes: number;
  now: () => Date;
}

/** What one upload endpoint takes: its types (by the bytes) and the words of its refusals. */
export interface UploadKind {
  types: Readonly<Partial<Record<StoredFileMime, string>>>;
  maxBytes: (deps: FilesDeps) => number;
  badType: string;
  tooLarge: (maxBytes: number) => string;
}

/** Images and PDFs: every module's attachments (`POST files/`). */
export const DOCUMENT_UPLOAD: UploadKind = {
  types: FILE_TYPES,
  maxBytes: (deps) => deps.maxBytes,
  badType: fileMessages.badType,
  tooLarge: fileMessages.tooLarge,
};

/** Short clips (`POST files/videos/`): only the bodies that ask for a video take them. */
export const VIDEO_UPLOAD: UploadKind = {
  types: VIDEO_FILE_TYPES,
  maxBytes: (deps) => deps.videoMaxBytes,
  badType: fileMessages.videoBadType,
  tooLarge: fileMessages.videoTooLarge,
};

const STORED_TYPES: Readonly<Record<StoredFileMime, string>> = { ...FILE_TYPES, ...VIDEO_FILE_TYPES };

type FileRow = typeof files.$inferSelect;

export const fileRef = (row: FileRow): FileRef => ({
  id: row.id,
  name: row.name,
  mime: row.mime,
  size: row.sizeBytes,
  created_time: localDateTime(row.createdAt),
});

const isAccepted = (kind: UploadKind, mime: string): mime is StoredFileMime => Object.hasOwn(kind.types, mime);

/** A name fit to show: the last path segment, no control characters, at most 120 characters. */
export function displayName(raw: string | undefined, mime: StoredFileMime): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean !== '') return clean.length > 120 ? clean.slice(clean.length - 120) : clean;
  return `${STORED_TYPES[mime]}文件`;
}

/** Stores one upload of the caller; refuses a type the bytes do not show as one the endpoint's kind takes. */
export async function storeUpload(
  deps: FilesDeps,
  caller: { companyId: string; staffId: string },
  upload: { name: string | undefined; bytes: Buffer },
  kind: UploadKind = DOCUMENT_UPLOAD,
): Promise<FileRef> {
  if (upload.bytes.length === 0) throw fieldError('file', fileMessages.missing);
  const maxBytes = kind.maxBytes(deps);
  if (upload.bytes.length > maxBytes) throw fieldError('file', kind.tooLarge(maxBytes));
  const detected = await fileTypeFromBuffer(upload.bytes);
  if (!detected || !isAccepted(kind, detected.mime)) throw fieldError('file', kind.badType);
  const id = randomUUID();
  const createdAt = deps.now();
  const month = localDateTime(createdAt).slice(0, 7);
  const storageKey = `${caller.companyId}/${month}/${id}`;
  // bytes first: a row never names bytes that are not there (bytes without a row are harmless)
  await deps.store.put(storageKey, upload.bytes, detected.mime);
  const [row] = await deps.db
    .insert(files)
    .values({
      companyId: caller.companyId,
      id,
      ownerId: caller.staffId,
      name: displayName(upload.name, detected.mime),
      mime: detected.mime,
      sizeBytes: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      storageKey,
      createdAt,
    })
    .returning();
  if (!row) throw new Error('file insert returned nothing');
  return fileRef(row);
}

/** The company's file, or 404 (another company's file is never revealed). */
export async function findFile(db: Database, companyId: string, id: string): Promise<FileRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(files)
    .where(inCompany(files, companyId, eq(files.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function readFileBytes(deps: FilesDeps, companyId: string, id: string): Promise<{ row: FileRow; bytes: Buffer }> {
  const row = await findFile(deps.db, companyId, id);
  const bytes = await deps.store.get(row.storageKey);
  // the row outlived its bytes (a store emptied by hand): answered as missing
  if (bytes === null) throw notFound();
  return { row, bytes };
}

/** Files by id, the statement built once: every list with pictures or attachments reads its page's files here. */
const filesByIds = rowsWithAnyOf(files, files.id, 'files_by_ids');

/** The refs of `ids` in their order; ids that are not the company's files are left out. */
export async function fileRefs(db: Database, companyId: string, ids: readonly string[]): Promise<FileRef[]> {
  const rows = await rowsInOrder(filesByIds(db), companyId, ids.filter(isGuid));
  return rows.map(fileRef);
}

/**
 * Before a family saves attachment ids: each must be a file the caller uploaded in this company
 * (someone else's id, even of the same company, cannot be attached by guessing it), and of the
 * kind the field takes: images and PDFs (every attachment field), or clips (a field that asks for
 * videos). Answers their refs.
 */
export async function checkAttachments(
  db: Database,
  caller: { companyId: string; staffId: string },
  ids: readonly string[],
  field = 'attachments',
  kind: 'documents' | 'videos' = 'documents',
): Promise<FileRef[]> {
  if (ids.length === 0) return [];
  const unknown = ids.some((id) => !isGuid(id));
  const rows = unknown
    ? []
    : await db
        .select()
        .from(files)
        .where(and(inCompany(files, caller.companyId, eq(files.ownerId, caller.staffId)), inArray(files.id, [...ids])));
  if (unknown || rows.length !== new Set(ids).size) throw fieldError(field, fileMessages.unknown);
  const upload = kind === 'videos' ? VIDEO_UPLOAD : DOCUMENT_UPLOAD;
  if (rows.some((row) => !isAccepted(upload, row.mime))) throw fieldError(field, upload.badType);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => fileRef(byId.get(id) as FileRow));
}
