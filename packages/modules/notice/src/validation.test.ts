import { describe, expect, it } from 'vitest';
import { commentError, leaveWordError, noticeContentError, noticeTitleError } from './validation.ts';

describe('leave word length (1..500 characters)', () => {
  it('refuses an empty or blank word', () => {
    expect(leaveWordError('')).toBe('请填写留言内容');
    expect(leaveWordError('   ')).toBe('请填写留言内容');
    expect(leaveWordError(undefined)).toBe('请填写留言内容');
  });

  it('accepts 1 to 500 characters and refuses 501', () => {
    expect(leaveWordError('好')).toBeNull();
    expect(leaveWordError('字'.repeat(500))).toBeNull();
    expect(leaveWordError('字'.repeat(501))).toBe('留言不能超过500个字');
  });
});

describe('notice form checks', () => {
  it('title and content are required, with Chinese words for every limit', () => {
    expect(noticeTitleError('')).toBe('请填写标题');
    expect(noticeTitleError('标'.repeat(101))).toBe('标题不能超过100个字');
    expect(noticeTitleError('停水通知')).toBeNull();
    expect(noticeContentError(' ')).toBe('请填写内容');
    expect(noticeContentError('x'.repeat(20001))).toBe('内容不能超过20000个字');
  });

  it('a comment needs words', () => {
    expect(commentError('')).toBe('请填写评论内容');
    expect(commentError('收到')).toBeNull();
  });
});
