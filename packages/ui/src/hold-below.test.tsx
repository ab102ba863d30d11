import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Loadable } from './detail-page.tsx';
import { HoldBelowWhileLoading } from './hold-below.tsx';
import type { LoaderState } from './use-loader.ts';

const state = (loading: boolean, data: string | undefined): LoaderState<string> => ({
  data,
  loading,
  error: undefined,
  reload: () => Promise.resolve(),
});

function Detail({ part }: { part: LoaderState<string> }) {
  return (
    <HoldBelowWhileLoading below={<p>审批流程</p>}>
      <Loadable state={part}>{(text) => <p>{text}</p>}</Loadable>
    </HoldBelowWhileLoading>
  );
}

describe('HoldBelowWhileLoading (issue 35: nothing moves when a part’s data arrives)', () => {
  afterEach(cleanup);

  it('keeps what is below hidden while a Loadable above still loads, and shows it with that part’s data', () => {
    const { rerender } = render(<Detail part={state(true, undefined)} />);
    expect(screen.getByText('审批流程').closest('div')?.hidden).toBe(true);
    rerender(<Detail part={state(false, '办公楼 → 市政务服务中心')} />);
    expect(screen.getByText('办公楼 → 市政务服务中心')).toBeTruthy();
    expect(screen.getByText('审批流程').closest('div')?.hidden).toBe(false);
  });

  it('shows it at once when nothing above loads, and after a failure too', () => {
    render(
      <HoldBelowWhileLoading below={<p>审批流程</p>}>
        <p>申请内容</p>
      </HoldBelowWhileLoading>,
    );
    expect(screen.getByText('审批流程').closest('div')?.hidden).toBe(false);
    cleanup();
    render(<Detail part={{ ...state(false, undefined), error: new Error('offline') }} />);
    expect(screen.getByText('审批流程').closest('div')?.hidden).toBe(false);
  });
});
