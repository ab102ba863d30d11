import { Component, type ComponentType, type ReactNode } from 'react';
import { FirstPaintHandoff } from './first-paint-handoff.tsx';

export interface ScreenErrorProps {
  error: unknown;
}

interface Props {
  Fallback: ComponentType<ScreenErrorProps>;
  children: ReactNode;
}

/** Catches a screen whose code failed to load (ChunkLoadError) or that threw, so no screen goes blank. */
export class ScreenBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { Fallback, children } = this.props;
    return this.state.error === null ? (
      children
    ) : (
      <>
        <Fallback error={this.state.error} />
        <FirstPaintHandoff />
      </>
    );
  }
}
