import type { FileRef, OrderEvent } from '@campus/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditTrail } from './audit-trail.tsx';
import { CommentPopup } from './comment-popup.tsx';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const photo: FileRef = { id: 'f-1', name: '现场.png', mime: 'image/png', size: 2048, created_time: '2026-11-25 09:00:00' };
const proof: FileRef = { id: 'f-2', name: '依据.pdf', mime: 'application/pdf', size: 4096, created_time: '2026-11-25 09:01:00' };

function event(overrides: Partial<OrderEvent>): OrderEvent {
  return {
    id: 'e-1',
    action: 'approve',
    actor: { id: 's-4', name: '审批人' },
    on_behalf_of: null,
    from_status: 10,
    from_label: '审批中',
    to_status: 20,
    to_label: '已通过',
    remark: '同意',
    created_at: '2026-11-25T01:00:00.000Z',
    created_time: '2026-11-25 09:00:00',
    ...overrides,
  };
}

describe('comments with photos and files (issue 41)', () => {
  it("the history shows each event's photos and files under its remark; an event without any shows none", () => {
    render(<AuditTrail events={[event({ attachments: [photo, proof] }), event({ id: 'e-2', action: 'urge', attachments: [] })]} />);
    const files = screen.getAllByTestId('audit-files');
    expect(files).toHaveLength(1);
    expect(screen.getByRole('button', { name: '查看图片 现场.png（2 KB）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '打开文件 依据.pdf（4 KB）' })).toBeTruthy();
  });

  it('the comment sheet offers the uploader when asked and hands the action its files (none chosen: [])', async () => {
    const onSubmit = vi.fn(async () => true);
    render(
      <CommentPopup visible withFiles title="同意" placeholder="意见" confirmText="同意" onClose={() => undefined} onSubmit={onSubmit} />,
    );
    expect(screen.getByTestId('comment-files').querySelector('input[type="file"]')).not.toBeNull();
    fireEvent.change(screen.getByPlaceholderText('意见'), { target: { value: ' 好 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '同意' })));
    expect(onSubmit).toHaveBeenCalledWith('好', []);
  });

  it('the batch sheet has no uploader', () => {
    render(
      <CommentPopup visible title="批量同意" placeholder="意见" confirmText="同意" onClose={() => undefined} onSubmit={async () => true} />,
    );
    expect(screen.queryByTestId('comment-files')).toBeNull();
  });
});
