/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MERCHANT?: string;
}
