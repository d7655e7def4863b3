/** The attribute of the layout's outer element carrying the time its page was rendered at. */
export const RENDERED_AT = 'data-rendered-at';

let rendererTime: number | undefined;

/** The page renderer's time for the render it is about to make (render-page.tsx). */
export function setRenderTime(time: number) {
  rendererTime = time;
}

/** The server's time for the page it rendered, read as the page's script starts (none: the browser's). */
function servedAt(): number | undefined {
  const stamp = Number(document.querySelector(`#root > [${RENDERED_AT}]`)?.getAttribute(RENDERED_AT));
  return Number.isFinite(stamp) && stamp > 0 ? stamp : undefined;
}
const served = import.meta.env.SSR ? undefined : servedAt();

/** The time to write on the layout (`RENDERED_AT`): the server's, on the server and on the page it rendered. */
export const renderStamp = (): number | undefined =>
  import.meta.env.SSR ? (rendererTime ?? Date.now()) : served;

/**
 * The time a page was rendered at, for what is derived from the clock (the jackpot's figure): for a page the
 * server rendered, the server's, so that the browser's first render is the server's; else now. What moves
 * on from there moves once the page runs.
 */
export const renderTime = (): number => renderStamp() ?? Date.now();
