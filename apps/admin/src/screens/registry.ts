import type { OperatorProfile } from '@platform/contracts';
import { can } from '../lib/session';
import type { AreaModule, ScreenDef } from './types';

export type { ScreenDef, AreaModule } from './types';

/** The order of the nav's groups; a group not named here comes after them, by name. */
export const GROUP_ORDER = [
  'Overview',
  'Members',
  'Finance',
  'Queues',
  'Rewards',
  'Content',
  'Games',
  'Reports',
  'Brand',
  'Operators',
  'Account',
] as const;

/** Every area's screens: each folder's `index.ts` exports `screens` (found at build time). */
const modules = import.meta.glob<AreaModule>('./*/index.ts', { eager: true });

export function collectScreens(found: Record<string, Partial<AreaModule>>): ScreenDef[] {
  const screens: ScreenDef[] = [];
  for (const [file, module] of Object.entries(found)) {
    if (!Array.isArray(module.screens)) {
      console.warn(`${file} exports no screens`);
      continue;
    }
    screens.push(...module.screens);
  }
  return screens;
}

export const allScreens: ScreenDef[] = collectScreens(modules);

/** The screens the operator's role may open. */
export const screensFor = (operator: OperatorProfile | null, screens: readonly ScreenDef[] = allScreens) =>
  screens.filter((s) => can(operator, s.roles));

export type NavGroup = { group: string; items: ScreenDef[] };

const groupRank = (group: string) => {
  const i = (GROUP_ORDER as readonly string[]).indexOf(group);
  return i === -1 ? GROUP_ORDER.length : i;
};

/** The nav: the role's listed screens, by group (in `GROUP_ORDER`) and by `order`, then title. */
export function navFor(
  operator: OperatorProfile | null,
  screens: readonly ScreenDef[] = allScreens,
): NavGroup[] {
  const groups = new Map<string, ScreenDef[]>();
  for (const s of screensFor(operator, screens)) {
    if (s.nav === false) continue;
    const list = groups.get(s.group) ?? [];
    list.push(s);
    groups.set(s.group, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => groupRank(a) - groupRank(b) || a.localeCompare(b))
    .map(([group, items]) => ({
      group,
      items: items.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.title.localeCompare(b.title)),
    }));
}

/** Where the operator lands after login: the first `home` screen the role may open, else the first of the nav. */
export function homeFor(
  operator: OperatorProfile | null,
  screens: readonly ScreenDef[] = allScreens,
): string {
  const home = screensFor(operator, screens).find((s) => s.home);
  if (home) return `/${home.path}`;
  const first = navFor(operator, screens)[0]?.items[0];
  return first ? `/${first.path}` : '/session';
}
