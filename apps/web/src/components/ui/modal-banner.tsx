import { createContext, useContext, type ReactNode } from 'react';

/**
 * Something shown at the top of the next modal down the tree, above its body (the banner strip of the
 * login and register popups): the one who opens a modal decides, the modal itself does not have to know.
 * Its own file, so the page can set it without loading the modal.
 */
const ModalBanner = createContext<ReactNode>(null);

export function ModalBannerSlot({ banner, children }: { banner: ReactNode; children: ReactNode }) {
  return <ModalBanner.Provider value={banner}>{children}</ModalBanner.Provider>;
}

export const useModalBanner = () => useContext(ModalBanner);

/** Inside a modal: a modal opened from there does not repeat the banner. */
export const NoModalBanner = ({ children }: { children: ReactNode }) => (
  <ModalBanner.Provider value={null}>{children}</ModalBanner.Provider>
);
