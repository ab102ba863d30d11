/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FILE_VIDEO_DEFAULT_MAX_BYTES, fileEndpoints, formatBytes, type FileRef } from '@campus/contracts';
import { uploadCall } from '@campus/core';
import { failedResponse, FieldErrorText, loadErrorText } from '@campus/ui';
import { Button, ProgressBar } from 'antd-mobile';
import { VideoOutline } from 'antd-mobile-icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { VIDEO_ACCEPT, videoProblem } from '../video-check.ts';

const styles = {
  row: css({ display: 'flex', alignItems: 'center', gap: 8 }),
  name: css({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 14 }),
  hint: css({ fontSize: 12, color: 'var(--adm-color-weak)', marginTop: 4 }),
};

/** The server's words for a refused clip (400 {file: [...]}), or the load-error wording. */
function refusal(error: unknown): string {
  const response = failedResponse(error);
  const first = (response?.data as { file?: unknown } | undefined)?.file;
  const text = Array.isArray(first) ? (first[0] as unknown) : undefined;
  return response !== null && response.status < 500 && typeof text === 'string' ? text : loadErrorText(error);
}

/**
 * One short clip for a form (Form.Item value: the uploaded file, or null): chosen on the phone,
 * checked and sent to `POST files/videos/` at once with its progress; refusals in the server's words.
 */
export function VideoUploader({ value, onChange }: { value?: FileRef | null; onChange?: (file: FileRef | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = videoProblem(file);
    setMessage(problem);
    if (problem) return;
    setProgress(0);
    try {
      onChange?.(await uploadCall(fileEndpoints.uploadVideo, file, { silent: true, onProgress: setProgress }));
    } catch (error) {
      setMessage(refusal(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div data-testid="video-uploader">
      <input ref={input} type="file" accept={VIDEO_ACCEPT} hidden aria-label="选择现场视频" onChange={(e) => void choose(e)} />
      {value ? (
        <div css={styles.row}>
          <VideoOutline aria-hidden />
          <span css={styles.name} data-testid="video-name">
            {value.name}（{formatBytes(value.size)}）
          </span>
          <Button size="small" fill="outline" aria-label={`删除视频 ${value.name}`} onClick={() => onChange?.(null)}>
            删除
          </Button>
        </div>
      ) : progress !== null ? (
        <div aria-live="polite" aria-label="视频上传中">
          <ProgressBar percent={progress} text />
        </div>
      ) : (
        <Button size="small" onClick={() => input.current?.click()}>
          <VideoOutline aria-hidden /> 上传视频
        </Button>
      )}
      <div css={styles.hint}>支持 MP4、WebM、MOV，不超过 {formatBytes(FILE_VIDEO_DEFAULT_MAX_BYTES)}</div>
      <FieldErrorText message={message} />
    </div>
  );
}
