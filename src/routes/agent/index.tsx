// /m/agent (the agent home) and /m/member/notice?types=A (its announcements): one module, which
// picks the view from the path, so opening the announcements from the home's footer and coming back
// costs no download and keeps the unread badge in step (agent-data.ts).

import { useLocation } from 'wouter-preact';
import { normalisePath, paths } from '@/lib/paths';
import { AgentHome } from './AgentHome';
import { AgentNotices } from './AgentNotices';

export default function AgentPages() {
  const [location] = useLocation();
  return normalisePath(location) === paths.agentNotice ? <AgentNotices /> : <AgentHome />;
}
