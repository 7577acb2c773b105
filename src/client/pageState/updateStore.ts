import { create } from 'zustand';

interface UpdateState {
  /** Set when a new service worker is installed and waiting; the banner offers it. */
  applyUpdate: (() => void) | null;
  offerUpdate: (apply: () => void) => void;
}

export const useUpdateStore = create<UpdateState>()((set) => ({
  applyUpdate: null,
  offerUpdate: (apply) => set({ applyUpdate: apply }),
}));
