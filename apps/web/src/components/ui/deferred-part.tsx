import {
  Suspense,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { ServerRender, useTakingOver } from '@/lib/server-render';
import { whenSettled } from '@/lib/settled';

/** How far below the screen a part starts being taken over. */
const NEAR_MARGIN = '300px';

type Signal = { promise: Promise<void>; resolve: () => void };
function signal(): Signal {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Waits (suspends) until the part is near the screen. */
function Near({ near, children }: { near: Promise<void>; children: ReactNode }) {
  use(near);
  return children;
}

type Props = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section';
  /** Shown while the part's chunk loads on a page the browser renders itself. */
  fallback: ReactNode;
  children: ReactNode;
};

/**
 * A part of a page below the first screen (decision record 038). On a page the server rendered, the browser
 * takes it over (its chunk loads, its calls go out) when it shows on the screen, or, when it comes near it,
 * once the page has settled; not with the rest of the page. Until then it shows as the server rendered it,
 * and a press on it waits for it (index.html). On a page the browser renders itself it renders at once. Its
 * element (`as`, with the given attributes) is the part's own, marked `data-deferred`.
 */
export function DeferredPart({ as: Tag = 'div', fallback, children, ...attributes }: Props) {
  const server = useContext(ServerRender);
  const takingOver = useTakingOver();
  const [near] = useState(() => (takingOver && !server ? signal() : null));
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const part = element.current;
    if (!near) return;
    if (!part || typeof IntersectionObserver === 'undefined') {
      near.resolve();
      return;
    }
    let cancel = () => undefined as void;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        // On the screen: at once; just below it: once the page has settled.
        const { top, bottom } = entry.boundingClientRect;
        if (top < window.innerHeight && bottom > 0) near.resolve();
        else cancel = whenSettled(near.resolve);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(part);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [near]);

  return (
    <Tag ref={element} data-deferred="" {...attributes}>
      <Suspense fallback={fallback}>{near ? <Near near={near.promise}>{children}</Near> : children}</Suspense>
    </Tag>
  );
}
