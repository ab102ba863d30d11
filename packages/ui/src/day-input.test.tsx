import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DayInput } from './day-input.tsx';

describe('DayInput: a form day on the antd-mobile picker', () => {
  it('shows the day, names itself for screen readers and opens the picker with that title', async () => {
    render(<DayInput title="入住日期" value="2026-12-01" onChange={() => undefined} />);
    const trigger = screen.getByRole('button', { name: '入住日期：2026-12-01' });
    expect(trigger.textContent).toBe('2026-12-01');
    await act(async () => {
      fireEvent.click(trigger);
    });
    expect(await screen.findByText('入住日期', { selector: '.adm-picker-header-title' })).toBeTruthy();
  });

  it('confirming the picker answers the day as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<DayInput title="保洁日期" value="2026-12-01" onChange={onChange} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保洁日期：2026-12-01' }));
    });
    await act(async () => {
      // the last picker opened (an earlier test's may still be sliding out of the body)
      fireEvent.click((await screen.findAllByText('确定')).at(-1) as HTMLElement);
    });
    expect(onChange).toHaveBeenCalledWith('2026-12-01');
  });

  it('an optional day shows its placeholder and can be cleared', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DayInput title="退宿日期" placeholder="不填则长期入住" clearable onChange={onChange} />);
    expect(screen.getByRole('button', { name: '退宿日期：不填则长期入住' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '清除退宿日期' })).toBeNull();
    rerender(<DayInput title="退宿日期" value="2027-01-31" clearable onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '清除退宿日期' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
