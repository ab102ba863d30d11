import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ItemBoundaryProps {
  children: ReactNode;
  /** Shown instead of a part that threw; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Keeps one part of a screen that throws on bad data (one row of a list) from
 * taking the whole screen down with it: the part is left out, the rest stays.
 */
export class ItemBoundary extends Component<ItemBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env?.DEV) console.warn('A part of the screen failed to render and was left out', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
