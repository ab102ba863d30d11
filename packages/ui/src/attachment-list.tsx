/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { formatBytes, isImageMime, type FileRef } from '@campus/contracts';
import { Image, Space } from 'antd-mobile';
import { PDF_TILE, previewAttachment } from './attachment-preview.ts';
import { useFileUrls } from './file-url.ts';

const styles = {
  tile: css`
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    width: 80px;
    padding: 0;
    border: 0;
    background: none;
    color: var(--adm-color-text-secondary);
    font-size: 12px;
    cursor: pointer;
  `,
  name: css`
    max-width: 80px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  `,
};

export interface AttachmentListProps {
  files: readonly FileRef[];
  /** Shown when there are none (nothing by default). */
  empty?: string;
}

/** The attachments of a record (receipts, photos, licences): tiles that open the viewer or the PDF. */
export function AttachmentList({ files, empty }: AttachmentListProps) {
  const urls = useFileUrls(files);
  if (files.length === 0) return empty === undefined ? null : <span>{empty}</span>;
  return (
    <Space wrap>
      {files.map((file, index) => {
        const image = isImageMime(file.mime);
        return (
          <button
            key={file.id}
            type="button"
            css={styles.tile}
            aria-label={`${image ? '查看图片' : '打开文件'} ${file.name}（${formatBytes(file.size)}）`}
            onClick={() => previewAttachment(files, urls, index)}
          >
            <Image
              src={image ? urls.get(file.id) : PDF_TILE}
              width={80}
              height={80}
              fit="cover"
              lazy={false}
              alt=""
              style={{ borderRadius: 6 }}
            />
            <span css={styles.name}>{file.name}</span>
          </button>
        );
      })}
    </Space>
  );
}
