import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailSection, displayValue, Loadable, useLoader } from './detail-page.tsx';

afterEach(cleanup);

describe('displayValue', () => {
  it("spec 3 display rule: an absent value shows '--'", () => {
    for (const empty of [null, undefined, '', '   ', false, true, Number.NaN, [], {}, [null, '']]) {
      expect(displayValue(empty)).toBe('--');
    }
  });

  it('shows text and numbers as they are, arrays joined with 、', () => {
    expect(displayValue('张三')).toBe('张三');
    expect(displayValue(0)).toBe('0');
    expect(displayValue(['甲', null, '乙'])).toBe('甲、乙');
  });
});

describe('DetailSection', () => {
  it("shows a titled card of label/value rows, '--' for empty values (spec 3)", () => {
    render(
      <DetailSection
        title="申请信息"
        rows={[
          { label: '申请人', value: '张三' },
          { label: '备注', value: '' },
          { label: '审批时间', value: null },
          { label: '电话', value: <a href="tel:1">1</a> },
          { label: '隐藏', value: 'x', hidden: true },
        ]}
      />,
    );
    expect(screen.getByText('申请信息')).toBeTruthy();
    const rows = screen.getAllByTestId('detail-row').map((row) => row.textContent);
    expect(rows).toEqual(['申请人张三', '备注--', '审批时间--', '电话1']);
  });

  it('never crashes on bad data (rows not an array, an object value)', () => {
    const bad = { rows: 'nope' } as unknown as { rows: [] };
    render(<DetailSection title="甲" rows={bad.rows} />);
    cleanup();
    render(<DetailSection rows={[{ label: '对象', value: { a: 1 } as unknown as string }]} />);
    expect(screen.getByTestId('detail-row').textContent).toBe('对象--');
  });
});

interface Order {
  id: string;
  name: string;
}

function OrderScreen({ id, load }: { id: string; load: (id: string) => Promise<Order | null> }) {
  const state = useLoader(() => load(id), [id]);
  return (
    <>
      <button type="button" onClick={() => void state.reload()}>
        reload
      </button>
      <Loadable state={state}>{(order) => <div data-testid="order">{order.name}</div>}</Loadable>
    </>
  );
}

describe('useLoader + Loadable', () => {
  it("shows '加载中' (spec 9), then the data", async () => {
    let resolve!: (order: Order) => void;
    const load = vi.fn(() => new Promise<Order>((r) => (resolve = r)));
    render(<OrderScreen id="1" load={load} />);
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => resolve({ id: '1', name: '订单一' }));
    expect(screen.getByTestId('order').textContent).toBe('订单一');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows the error with 重试, which loads again', async () => {
    const load = vi
      .fn<(id: string) => Promise<Order | null>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ id: '1', name: '订单一' });
    render(<OrderScreen id="1" load={load} />);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('订单一')).toBeTruthy();
  });

  it('an error of the API shows the server message chosen by spec 8 (string detail)', async () => {
    const error = Object.assign(new Error('400'), { response: { status: 404, data: { detail: '订单不存在' } } });
    render(<OrderScreen id="1" load={() => Promise.reject(error)} />);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });

  it('an empty answer shows the empty block instead of crashing the screen', async () => {
    render(<OrderScreen id="1" load={async () => null} />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('a reload keeps the data on screen; a failed reload keeps it too', async () => {
    const load = vi
      .fn<(id: string) => Promise<Order | null>>()
      .mockResolvedValueOnce({ id: '1', name: '旧' })
      .mockRejectedValueOnce(new Error('down'));
    render(<OrderScreen id="1" load={load} />);
    expect(await screen.findByText('旧')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('reload')));
    expect(screen.getByText('旧')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('new deps load again and an older answer arriving late is ignored', async () => {
    const pending = new Map<string, (order: Order) => void>();
    const load = (id: string) => new Promise<Order>((r) => pending.set(id, r));
    function Switcher() {
      const [id, setId] = useState('1');
      return (
        <>
          <button type="button" onClick={() => setId('2')}>
            next
          </button>
          <OrderScreen id={id} load={load} />
        </>
      );
    }
    render(<Switcher />);
    fireEvent.click(screen.getByText('next'));
    await act(async () => pending.get('2')?.({ id: '2', name: '二' }));
    await act(async () => pending.get('1')?.({ id: '1', name: '一' }));
    expect(screen.getByTestId('order').textContent).toBe('二');
  });

  it('new deps show 加载中, not the previous record, until the new one arrives', async () => {
    const pending = new Map<string, (order: Order) => void>();
    const load = (id: string) => new Promise<Order>((r) => pending.set(id, r));
    const view = render(<OrderScreen id="1" load={load} />);
    await act(async () => pending.get('1')?.({ id: '1', name: '一' }));
    view.rerender(<OrderScreen id="2" load={load} />);
    expect(screen.queryByTestId('order')).toBeNull();
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => pending.get('2')?.({ id: '2', name: '二' }));
    expect(screen.getByTestId('order').textContent).toBe('二');
  });

  it("an older reload's answer arriving after a newer one is ignored", async () => {
    const pending: Array<(order: Order) => void> = [];
    const load = vi.fn(() => new Promise<Order>((r) => pending.push(r)));
    render(<OrderScreen id="1" load={load} />);
    await act(async () => pending[0]?.({ id: '1', name: '初' }));
    fireEvent.click(screen.getByText('reload'));
    fireEvent.click(screen.getByText('reload'));
    await act(async () => pending[2]?.({ id: '1', name: '新' }));
    await act(async () => pending[1]?.({ id: '1', name: '旧' }));
    expect(screen.getByTestId('order').textContent).toBe('新');
  });

  it('an answer arriving after the screen closed is dropped quietly', async () => {
    let resolve!: (order: Order) => void;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(<OrderScreen id="1" load={() => new Promise<Order>((r) => (resolve = r))} />);
    view.unmount();
    await act(async () => resolve({ id: '1', name: '一' }));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a load that throws undefined (or throws at once) still shows the error with 重试', async () => {
    const load = vi
      .fn<(id: string) => Promise<Order | null>>()
      .mockImplementationOnce(() => Promise.reject(undefined))
      .mockImplementationOnce(() => {
        throw new Error('sync');
      })
      .mockResolvedValueOnce({ id: '1', name: '订单一' });
    render(<OrderScreen id="1" load={load} />);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('订单一')).toBeTruthy();
  });
});
