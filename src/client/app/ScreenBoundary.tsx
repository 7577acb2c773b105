import { Component, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

interface CatchProps {
  /** the address shown: another one is a fresh start */
  pathname: string;
  children: ReactNode;
}

/**
 * React's error boundary is a class (react.dev, "Catching rendering errors with an error
 * boundary"); this one forgets its error when the address changes, so the shell's links lead out.
 */
class CatchScreenError extends Component<CatchProps, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: CatchProps, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

/**
 * Where every screen renders inside the shell: a screen that fails to load or render shows
 * RouteError there, and a first visit's screen shows the spinner while its code comes.
 */
export function ScreenBoundary() {
  const { pathname } = useLocation();
  return (
    <CatchScreenError pathname={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </CatchScreenError>
  );
}
