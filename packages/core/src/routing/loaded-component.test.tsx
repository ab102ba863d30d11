import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './loaded-component.tsx';

/** A loader whose module arrives when the test says. */
function heldLoader<P extends object>(Loaded: (props: P) => ReactNode) {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<{ default: (props: P) => ReactNode }>((resolve, reject) => {
      arrive = () => resolve({ default: Loaded });
      fail = reject;
    });
  };
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error), calls: () => calls };
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p>caught: {String(this.state.error)}</p>;
  }
}

describe('lazyComponent: code loaded on first use, no Suspense fallback for React to hold back (issue 35)', () => {
  it('shows the fallback with the same props until the code is in, then the component; no Suspense boundary is needed', async () => {
    const held = heldLoader(({ name }: { name: string }) => <p>loaded {name}</p>);
    const Part = lazyComponent(held.load, ({ name }) => <p>waiting for {name}</p>);
    render(<Part name="图表" />);
    expect(screen.getByText('waiting for 图表')).toBeTruthy();
    held.arrive();
    expect(await screen.findByText('loaded 图表')).toBeTruthy();
    expect(screen.queryByText('waiting for 图表')).toBeNull();
  });

  it('loads once: a later mount shows the component at once, without its fallback', async () => {
    const held = heldLoader(() => <p>loaded</p>);
    const Part = lazyComponent(held.load, () => <p>waiting</p>);
    const first = render(<Part />);
    held.arrive();
    await screen.findByText('loaded');
    first.unmount();
    render(<Part />);
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(held.calls()).toBe(1);
  });

  it('throws a failed load to the nearest error boundary', async () => {
    const held = heldLoader(() => <p>loaded</p>);
    const Part = lazyComponent(held.load);
    render(
      <Catch>
        <Part />
      </Catch>,
    );
    held.fail(new Error('chunk missing'));
    expect(await screen.findByText('caught: Error: chunk missing')).toBeTruthy();
  });
});
