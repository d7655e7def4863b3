import { lazy } from 'react';
import { Network } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'agents',
    title: 'Agents and contracts',
    group: 'Members',
    icon: Network,
    component: lazy(() => import('./AgentsScreen')),
    order: 50,
  },
  {
    path: 'agents/:agentId',
    title: 'Agent',
    group: 'Members',
    nav: false,
    component: lazy(() => import('./AgentScreen')),
  },
];
