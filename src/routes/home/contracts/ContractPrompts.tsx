// Home contract prompts (spec 001 §4, §6): an agent-type member is asked, one at a time, about each
// contract offered and not answered yet — daily salary, dividend, hourly salary. "View" opens the
// contract page (how a contract is answered is not specified: the page does it); "Later" is not
// asked again in this browser session. Renders nothing itself: the prompt is the confirm dialog.

import { useEffect } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { shownPopups } from '@/state/announcement-popup';
import { session } from '@/state/session';
import { confirm, confirmRequest } from '@/state/ui';
import { contractAgent, markAsked, putOff, unansweredContracts, type ContractKind } from './contract-rules';

export function ContractPrompts() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const user = session.value;
  const token = user && contractAgent(user.type) ? user.token : null;

  useEffect(() => {
    if (!token) return;
    let gone = false;
    const texts: Record<ContractKind, string> = {
      dailySalary: t`You have a new daily salary contract to review`,
      dividend: t`You have a new dividend contract to review`,
      hourlySalary: t`You have a new hourly salary contract to review`,
    };
    // Never over another dialog or the announcement popup: those are asked again next time.
    const otherDialog = () => confirmRequest.peek() !== null || shownPopups.peek() !== null;
    void (async () => {
      for (const c of await unansweredContracts(token)) {
        if (gone || otherDialog()) return;
        markAsked(c.kind);
        if (await confirm({ message: texts[c.kind], confirmText: t`View`, cancelText: t`Later` })) {
          navigate(c.page);
          return;
        }
        // Pushed aside by another dialog is no answer: stop, without putting it off.
        if (gone || confirmRequest.peek() !== null) return;
        putOff(c.kind);
      }
    })();
    return () => void (gone = true);
  }, [token]);
  return null;
}
