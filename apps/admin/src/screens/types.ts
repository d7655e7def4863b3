import type { ComponentType, LazyExoticComponent } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { OperatorRoleName } from '@platform/contracts';

/** One screen of the back office, declared by its area's `index.ts` (`export const screens: ScreenDef[]`). */
export type ScreenDef = {
  /** The route under /admin/, without a leading slash: `members`, `members/:memberId`. */
  path: string;
  /** The page's title (nav label and browser tab). */
  title: string;
  /** The nav group it is listed under (`Members`, `Finance`, ...). */
  group: string;
  /** A lucide-react icon for the nav. */
  icon?: LucideIcon;
  /** The roles that may open it; absent or empty: every role. */
  roles?: readonly OperatorRoleName[];
  /** `React.lazy(() => import('./MembersScreen'))`: each screen is its own chunk. */
  component: LazyExoticComponent<ComponentType>;
  /** Listed in the nav (default true); false for detail pages reached from a list. */
  nav?: boolean;
  /** Order within its group (lower first; default 100). */
  order?: number;
  /** The page opened after login when the role may open it (the first such screen wins). */
  home?: boolean;
};

/** What an area's `index.ts` exports. */
export type AreaModule = { screens: ScreenDef[] };
