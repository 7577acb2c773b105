import { type ComponentType, lazy } from 'react';
import { create } from 'zustand';

/**
 * A screen whose code is fetched the first time it is opened (decision 0049). The router shows the
 * screen it leaves until the new one's code has come (its location change is a transition), so the
 * shell needs another way to know a screen is on its way: each load is counted here while it runs,
 * and AppLayout draws its progress bar while the count is not zero.
 */
interface ScreenLoads {
  loading: number;
}

export const useScreenLoads = create<ScreenLoads>()(() => ({ loading: 0 }));

// React calls the loader while it renders the route, and a store may not change during a render.
const count = (change: 1 | -1) =>
  queueMicrotask(() => useScreenLoads.setState(({ loading }) => ({ loading: loading + change })));

/** The element of a route whose component `load` resolves to, fetched on first render. */
export function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(() => {
    count(1);
    return load().then(
      (component) => {
        count(-1);
        return { default: component };
      },
      (error: unknown) => {
        count(-1);
        throw error;
      },
    );
  });
  return <Screen />;
}
