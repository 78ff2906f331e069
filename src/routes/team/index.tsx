// The agent's team (docs/agent-area.md, "Team and transfers"): the overview, team management with
// the transfer to a downline, and the red envelope rain. One module picking its view by the path:
// the three share the downline's calls and the transfer's form, and an agent who opens one
// commonly opens the next.

import type { ComponentType } from 'react';
import { useLocation } from 'wouter-preact';
import { normalisePath, paths } from '@/lib/paths';
import { TeamManagement } from './management';
import { TeamOverview } from './overview';
import { RedEnvelopeRain } from './rain';

const views: Record<string, ComponentType> = {
  [paths.teamOverview]: TeamOverview,
  [paths.teamManagement]: TeamManagement,
  [paths.redRain]: RedEnvelopeRain,
};

export default function TeamPage() {
  const [location] = useLocation();
  const path = normalisePath(location);
  const View = views[path] ?? TeamOverview;
  return <View key={path} />;
}
