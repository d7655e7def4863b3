/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The brand this build serves (its merchant code); absent means the server's default brand. */
  readonly VITE_MERCHANT?: string;
}
