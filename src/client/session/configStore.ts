import { create } from 'zustand';
import type { AuditorConfig } from '../../contract';
import { getConfig } from '../api/dashboard';

type ConfigStatus = 'idle' | 'loading' | 'ready' | 'error';

interface ConfigState {
  config: AuditorConfig | null;
  status: ConfigStatus;
  /** Loads the config once per page (spec: cached); a failed load may be tried again. */
  load: () => Promise<void>;
}

export const useConfigStore = create<ConfigState>()((set, get) => ({
  config: null,
  status: 'idle',
  load: async () => {
    const { status } = get();
    if (status === 'loading' || status === 'ready') return;
    set({ status: 'loading' });
    try {
      set({ config: await getConfig(), status: 'ready' });
    } catch {
      set({ status: 'error' });
    }
  },
}));

/**
 * The config once loaded (null when it could not be): `load` returns at once while another
 * caller's load is in flight, so a caller that reads the config after it waits here instead.
 */
export async function loadedConfig(): Promise<AuditorConfig | null> {
  await useConfigStore.getState().load();
  const { status, config } = useConfigStore.getState();
  if (status !== 'loading') return config;
  return new Promise((resolve) => {
    const stop = useConfigStore.subscribe((state) => {
      if (state.status === 'loading') return;
      stop();
      resolve(state.config);
    });
  });
}
