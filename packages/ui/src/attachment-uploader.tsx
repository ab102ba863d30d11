import {
  FILE_DEFAULT_MAX_BYTES,
  FILE_MAX_ATTACHMENTS,
  FILE_MIMES,
  fileEndpoints,
  fileMessages,
  isImageMime,
  type FileRef,
} from '@campus/contracts';
import { uploadCall } from '@campus/core';
import { ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { PDF_TILE, previewAttachment } from './attachment-preview.ts';
import { rememberFileUrl, useFileUrls } from './file-url.ts';
import { loadErrorText } from './load-states.tsx';
import { failedResponse } from './submit-failure.ts';

export interface AttachmentUploaderProps {
  /** The files chosen so far (a Form.Item passes them). */
  value?: FileRef[];
  onChange?: (files: FileRef[]) => void;
  /** `image`: photos only (the camera or the album); `image-or-pdf`: also PDF documents. */
  accept?: 'image' | 'image-or-pdf';
  maxCount?: number;
  /** Read-only once sent. */
  disabled?: boolean;
}

const ACCEPT = { image: 'image/*', 'image-or-pdf': 'image/*,application/pdf' } as const;

/** The server's words for a refused upload (400 {file: [...]}), or the load-error wording. */
function uploadFailureText(error: unknown): string {
  const response = failedResponse(error);
  const data = response?.data as { file?: unknown } | undefined;
  const first = Array.isArray(data?.file) ? data.file[0] : undefined;
  return response !== null && response.status < 500 && typeof first === 'string' ? first : loadErrorText(error);
}

/** Refuses at once what the server would refuse (same words); the server still checks the bytes. */
function precheck(file: File, accept: AttachmentUploaderProps['accept']): string | null {
  const allowed = accept === 'image-or-pdf' ? FILE_MIMES : FILE_MIMES.filter(isImageMime);
  if (file.type !== '' && !(allowed as readonly string[]).includes(file.type)) return fileMessages.badType;
  if (file.size > FILE_DEFAULT_MAX_BYTES) return fileMessages.tooLarge(FILE_DEFAULT_MAX_BYTES);
  return null;
}

/** Enter or Space on the delete mark clicks antd's delete cell around it (it listens for clicks only). */
function pressParent(event: KeyboardEvent<HTMLSpanElement>): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.parentElement?.click();
}

/**
 * antd-mobile's ImageUploader draws each thumbnail as an <img> without alt text (WCAG 1.1.1): name
 * each one after its file (in the order of `names`; a file still uploading after them), and again
 * whenever the uploader redraws its cells.
 */
function useThumbnailNames(names: readonly string[]) {
  const box = useRef<HTMLDivElement>(null);
  const key = names.join('\n');
  useEffect(() => {
    const root = box.current;
    if (root === null) return undefined;
    const list = key === '' ? [] : key.split('\n');
    const label = () =>
      root.querySelectorAll<HTMLImageElement>('.adm-image-uploader-cell-image img').forEach((img, i) => {
        const alt = list[i] ?? '正在上传的文件';
        if (img.alt !== alt) img.alt = alt;
      });
    label();
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key]);
  return box;
}

/**
 * Photos and documents of a form (receipts, licences, repair photos, ID cards), on antd-mobile's
 * ImageUploader: each file goes to the files service as soon as it is chosen, the form keeps the
 * refs (send their ids as `attachments`); a refused file says why in the server's words.
 */
export function AttachmentUploader({
  value = [],
  onChange,
  accept = 'image',
  maxCount = FILE_MAX_ATTACHMENTS,
  disabled = false,
}: AttachmentUploaderProps) {
  const urls = useFileUrls(value);
  const box = useThumbnailNames(value.map((file) => file.name));
  const items: ImageUploadItem[] = value.map((file) => {
    const url = urls.get(file.id) ?? '';
    return { key: file.id, url, thumbnailUrl: isImageMime(file.mime) ? url : PDF_TILE, extra: file };
  });

  return (
    <div ref={box}>
      <ImageUploader
        value={items}
        accept={ACCEPT[accept]}
        multiple
        maxCount={maxCount}
        disableUpload={disabled}
        deletable={!disabled}
        showUpload={!disabled && value.length < maxCount}
        onCountExceed={() => Toast.show({ content: fileMessages.tooMany })}
        beforeUpload={(file) => {
          const problem = precheck(file, accept);
          if (problem === null) return file;
          Toast.show({ content: problem });
          return null;
        }}
        upload={async (file) => {
          try {
            const ref = await uploadCall(fileEndpoints.upload, file, { silent: true });
            const url = rememberFileUrl(ref.id, file);
            return { key: ref.id, url, thumbnailUrl: isImageMime(ref.mime) ? url : PDF_TILE, extra: ref };
          } catch (error) {
            Toast.show({ content: uploadFailureText(error) });
            throw error;
          }
        }}
        onChange={(next) => onChange?.(next.flatMap((item) => (item.extra ? [item.extra as FileRef] : [])))}
        preview={false}
        onPreview={(index) => previewAttachment(value, urls, index)}
        deleteIcon={
          <span role="button" tabIndex={0} aria-label="删除附件" onKeyDown={pressParent}>
            <CloseOutline />
          </span>
        }
      />
    </div>
  );
}
