import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepartmentPicker, normalizeOptions, SEARCH_DEBOUNCE_MS, StaffPicker, type PickerOption } from './staff-picker.tsx';

const STAFF: PickerOption[] = [
  { id: 's1', name: '张三', description: '行政部' },
  { id: 's2', name: '李四', description: '后勤部' },
  { id: 's3', name: '张伟' },
];

function searchStaff(keyword: string): Promise<PickerOption[]> {
  return Promise.resolve(STAFF.filter((staff) => staff.name.includes(keyword)));
}

async function flush() {
  await act(async () => undefined);
}

function searchInput(): HTMLInputElement {
  return screen.getByPlaceholderText('搜索姓名') as HTMLInputElement;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('normalizeOptions', () => {
  it('never crashes on bad data: drops entries without id, stringifies ids, removes repeats', () => {
    expect(normalizeOptions(null)).toEqual([]);
    expect(normalizeOptions([null, { name: 'x' }, { id: 7, name: '七' }, { id: '7', name: '重复' }, { id: 'a' }])).toEqual([
      { id: '7', name: '七' },
      { id: 'a', name: 'a' },
    ]);
  });
});

describe('StaffPicker', () => {
  it('loads the full list on open, then searches 300 ms after the last keystroke', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }); // ahooks' debounce (lodash) reads Date.now
    const load = vi.fn(searchStaff);
    render(<StaffPicker visible onClose={() => undefined} load={load} onChange={() => undefined} />);
    await flush();
    expect(load.mock.calls).toEqual([['']]);
    expect(screen.getByText('李四')).toBeTruthy();

    fireEvent.change(searchInput(), { target: { value: '张' } });
    await act(async () => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(searchInput(), { target: { value: '张三' } });
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(load.mock.calls).toEqual([[''], ['张三']]);
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.queryByText('李四')).toBeNull();
  });

  it('multiple: picks several (also across searches) and applies them on 确定 with the count', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }); // ahooks' debounce (lodash) reads Date.now
    const onChange = vi.fn();
    const onClose = vi.fn();
    render(<StaffPicker visible multiple onClose={onClose} load={searchStaff} onChange={onChange} />);
    await flush();
    fireEvent.click(screen.getByText('李四'));
    expect(screen.getByTestId('picker-count').textContent).toBe('已选 1 人');
    fireEvent.change(searchInput(), { target: { value: '张' } });
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await flush();
    expect(screen.queryByText('李四')).toBeNull();
    fireEvent.click(screen.getByText('张伟'));
    expect(screen.getByTestId('picker-count').textContent).toBe('已选 2 人');
    fireEvent.click(screen.getByRole('button', { name: '确定(2)' }));
    expect(onChange).toHaveBeenCalledWith([STAFF[1], STAFF[2]]);
    expect(onClose).toHaveBeenCalled();
  });

  it('single: a second pick replaces the first; 确定 is disabled until something is picked', async () => {
    const onChange = vi.fn();
    render(<StaffPicker visible onClose={() => undefined} load={searchStaff} onChange={onChange} />);
    await flush();
    const confirm = screen.getByRole('button', { name: '确定' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByText('张三'));
    fireEvent.click(screen.getByText('李四'));
    expect(screen.getByTestId('picker-count').textContent).toBe('已选 1 人');
    fireEvent.click(screen.getByRole('button', { name: '确定(1)' }));
    expect(onChange).toHaveBeenCalledWith([STAFF[1]]);
  });

  it('starts from the current value, which stays chosen even when not in the list', async () => {
    const onChange = vi.fn();
    const chosen = { id: 'x9', name: '王五' };
    render(<StaffPicker visible multiple value={[chosen]} onClose={() => undefined} load={searchStaff} onChange={onChange} />);
    await flush();
    fireEvent.click(screen.getByText('张三'));
    fireEvent.click(screen.getByRole('button', { name: '确定(2)' }));
    expect(onChange).toHaveBeenCalledWith([chosen, STAFF[0]]);
  });

  it('closing without 确定 discards the picks: reopening starts from the value again', async () => {
    const onChange = vi.fn();
    const props = { multiple: true, onClose: () => undefined, load: searchStaff, onChange };
    const view = render(<StaffPicker visible {...props} />);
    await flush();
    fireEvent.click(screen.getByText('张三'));
    expect(screen.getByTestId('picker-count').textContent).toBe('已选 1 人');
    view.rerender(<StaffPicker visible={false} {...props} />);
    view.rerender(<StaffPicker visible {...props} />);
    await flush();
    expect(screen.getByTestId('picker-count').textContent).toBe('已选 0 人');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a failed load shows 重试, which loads again', async () => {
    const load = vi
      .fn<(keyword: string) => Promise<PickerOption[]>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementation(searchStaff);
    render(<StaffPicker visible onClose={() => undefined} load={load} onChange={() => undefined} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await flush();
    expect(screen.getByText('张三')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an answer for an older keyword arriving late is ignored', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }); // ahooks' debounce (lodash) reads Date.now
    const pending = new Map<string, (options: PickerOption[]) => void>();
    const load = (keyword: string) => new Promise<PickerOption[]>((resolve) => pending.set(keyword, resolve));
    render(<StaffPicker visible onClose={() => undefined} load={load} onChange={() => undefined} />);
    fireEvent.change(searchInput(), { target: { value: '李' } });
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(async () => pending.get('李')?.([STAFF[1] as PickerOption]));
    await act(async () => pending.get('')?.(STAFF));
    expect(screen.getByText('李四')).toBeTruthy();
    expect(screen.queryByText('张三')).toBeNull();
  });

  it('shows the empty block when nothing matches', async () => {
    render(<StaffPicker visible onClose={() => undefined} load={async () => []} onChange={() => undefined} />);
    await flush();
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});

describe('DepartmentPicker', () => {
  it('is the same picker with department words', async () => {
    render(
      <DepartmentPicker
        visible
        multiple
        onClose={() => undefined}
        load={async () => [{ id: 'd1', name: '行政部' }]}
        onChange={() => undefined}
      />,
    );
    await flush();
    expect(screen.getByText('选择部门')).toBeTruthy();
    fireEvent.click(screen.getByText('行政部'));
    expect(screen.getByTestId('picker-count').textContent).toBe('已选 1 个');
  });
});
