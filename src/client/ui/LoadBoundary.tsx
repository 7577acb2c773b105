import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` in place of its children when they fail to render, most often because code
 * loaded on first use could not be fetched (no signal, decision 0046), so the screen around a
 * chart or a preview stays usable instead of giving way to the route's error page.
 */
export class LoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
