import { createContext, useSyncExternalStore } from 'react';

/** True inside the page renderer (render-page.tsx): what waits for the browser renders at once there. */
export const ServerRender = createContext(false);

const unchanging = () => () => undefined;

/** True on the server and while the browser takes over the page it rendered; false once the page runs. */
export const useTakingOver = () =>
  useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
