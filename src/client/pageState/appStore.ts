import { create } from 'zustand';

interface AppState {
  /**
   * True while a native file picker is open. A forced reload then would lose the picked files, so
   * the version check waits until it closes. Screens that open a picker set it and clear it.
   */
  filePickerOpen: boolean;
  setFilePickerOpen: (open: boolean) => void;
  /** True while API answers come from the service worker's cache because the network failed. */
  showingCachedData: boolean;
  setShowingCachedData: (cached: boolean) => void;
}

export const useAppStore = create<AppState>()((set) => ({
  filePickerOpen: false,
  setFilePickerOpen: (open) => set({ filePickerOpen: open }),
  showingCachedData: false,
  setShowingCachedData: (cached) => set({ showingCachedData: cached }),
}));
