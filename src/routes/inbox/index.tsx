// /m/webEmail (the message centre: the member's messages, newest first, with the unread count) and
// /m/message?id= (one message, marked read when it opens): one module, which picks its view from
// the path (docs/member-area.md). Members only: the shell sends visitors to log in (app/access.ts).

import { useLocation } from 'wouter-preact';
import { paths } from '@/lib/paths';
import { InboxList } from './InboxList';
import { MessageView } from './MessageView';

export default function InboxPage() {
  const [path] = useLocation();
  return path === paths.message ? <MessageView /> : <InboxList />;
}
