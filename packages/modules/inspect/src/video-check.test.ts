import { describe, expect, it } from 'vitest';
import { VIDEO_ACCEPT, videoProblem } from './video-check.ts';

describe('a hand-reported alarm’s clip is checked before it is sent (issue 39)', () => {
  it('MP4, WebM and MOV up to 30 MB pass; a type the browser cannot name is left to the server', () => {
    expect(VIDEO_ACCEPT).toBe('video/mp4,video/webm,video/quicktime');
    for (const type of ['video/mp4', 'video/webm', 'video/quicktime', '']) expect(videoProblem({ type, size: 1024 })).toBeNull();
    expect(videoProblem({ type: 'video/mp4', size: 30 * 1024 * 1024 })).toBeNull();
  });

  it('another type or a larger clip is refused in the server’s words', () => {
    expect(videoProblem({ type: 'image/png', size: 10 })).toBe('只支持 MP4、WebM、MOV 格式的视频');
    expect(videoProblem({ type: 'video/x-msvideo', size: 10 })).toBe('只支持 MP4、WebM、MOV 格式的视频');
    expect(videoProblem({ type: 'video/mp4', size: 30 * 1024 * 1024 + 1 })).toBe('视频不能超过 30 MB');
  });
});
