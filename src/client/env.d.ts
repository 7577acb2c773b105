/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** the release's build label (e.g. a commit), shown beside the version; set at `vite build` */
  readonly VITE_BUILD_ID?: string;
}
