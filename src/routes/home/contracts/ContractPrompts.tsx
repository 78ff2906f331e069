// Home contract prompts (spec 001 §4, §6): an agent-type member is asked, one at a time, about each
// contract offered and not answered yet — daily salary, dividend, hourly salary — at most once a day
// per contract (contract-rules.ts). Where the contract's page exists, "View" opens it and "Later"
// waits for tomorrow; while it does not, the prompt only informs, with one button (how a contract is
// answered is not specified: docs/decisions.md). Renders nothing itself: the prompt is the confirm
// dialog.

import { useEffect } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { shownPopups } from '@/state/announcement-popup';
import { session } from '@/state/session';
import { alertDialog, confirm, confirmRequest } from '@/state/ui';
import { contractAgent, markAnswered, markAsked, unansweredContracts, type ContractKind } from './contract-rules';

export function ContractPrompts() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const user = session.value;
  const token = user && contractAgent(user.type) ? user.token : null;
  const name = user?.userName ?? '';

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
      for (const c of await unansweredContracts(token, name)) {
        if (gone || otherDialog()) return;
        markAsked(c.kind);
        const view = c.page
          ? await confirm({ message: texts[c.kind], confirmText: t`View`, cancelText: t`Later` })
          : await alertDialog({
              title: texts[c.kind],
              message: t`Contracts cannot be reviewed in the app yet: ask your upline or customer service.`,
            });
        // Pushed aside by another dialog is no answer: stop, to ask again next time. An answer counts
        // even when the player has left home meanwhile (the dialog outlives the page).
        if (confirmRequest.peek() !== null) return;
        markAnswered(name, c.kind);
        if (gone) return;
        if (view && c.page) return navigate(c.page);
      }
    })();
    return () => void (gone = true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per session: a language switch (t) must not ask again
  }, [token, name, navigate]);
  return null;
}
