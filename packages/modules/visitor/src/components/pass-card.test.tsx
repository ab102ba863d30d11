import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PassCard } from './pass-card.tsx';

afterEach(cleanup);

const pass = {
  qr: 'CHP1.0123456789ABCDEFGHJKMNPQ',
  state: 'live' as const,
  state_label: '有效',
  valid_from: '2026-05-12 09:00',
  valid_to: '2026-05-12 17:00',
};

describe('a pass as its holder shows it (issue 37)', () => {
  it('draws the QR code while the pass is live', () => {
    render(<PassCard pass={pass} waiting="等待审批" />);
    expect(screen.getByRole('img', { name: '通行二维码' })).toBeTruthy();
    expect(screen.getByTestId('pass-qr').getAttribute('data-qr')).toBe(pass.qr);
  });

  it('shows no code once it is used, and why there is none before approval', () => {
    const { rerender } = render(<PassCard pass={{ ...pass, qr: null, state: 'used', state_label: '已使用' }} waiting="等待审批" />);
    expect(screen.queryByTestId('pass-qr')).toBeNull();
    expect(screen.getByText('通行码已使用')).toBeTruthy();
    rerender(<PassCard pass={null} waiting="等待被访人审批，审批通过后显示通行码" />);
    expect(screen.getByText('等待被访人审批，审批通过后显示通行码')).toBeTruthy();
  });
});
