import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NamedNavBar } from './named-nav-bar.tsx';

afterEach(cleanup);

describe('NamedNavBar', () => {
  it('names the back arrow 返回, reachable by keyboard', () => {
    const onBack = vi.fn();
    render(<NamedNavBar onBack={onBack}>标题</NamedNavBar>);
    const back = screen.getByRole('button', { name: '返回' });
    expect(back.tabIndex).toBe(0);
    fireEvent.keyDown(back, { key: 'Enter' });
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('without a back arrow there is no unnamed button', () => {
    render(<NamedNavBar back={null}>首页</NamedNavBar>);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
