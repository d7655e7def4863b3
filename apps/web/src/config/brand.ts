/** The brand this build serves: absent means the server's default brand. */
export const MERCHANT: string | undefined = import.meta.env.VITE_MERCHANT || undefined;
