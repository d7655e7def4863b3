import { lazy } from 'react';
import { BellRing, GalleryHorizontal, LifeBuoy, Link2, Megaphone } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'content/banners',
    title: 'Banners',
    group: 'Content',
    icon: GalleryHorizontal,
    component: lazy(() => import('./BannersScreen')),
    order: 10,
  },
  {
    path: 'content/notices',
    title: 'Notices',
    group: 'Content',
    icon: Megaphone,
    component: lazy(() => import('./NoticesScreen')),
    order: 20,
  },
  {
    path: 'content/popups',
    title: 'Pop-ups',
    group: 'Content',
    icon: BellRing,
    component: lazy(() => import('./PopupsScreen')),
    order: 30,
  },
  {
    path: 'content/help',
    title: 'Help centre',
    group: 'Content',
    icon: LifeBuoy,
    component: lazy(() => import('./HelpScreen')),
    order: 40,
  },
  {
    path: 'content/links',
    title: 'Links',
    group: 'Content',
    icon: Link2,
    component: lazy(() => import('./LinksScreen')),
    order: 50,
  },
];
