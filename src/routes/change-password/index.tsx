// /m/changePsw (specification §2 "Change-password screen", §4 "Password change"). Visitors never
// get here (the shell sends them home), so a session is always present. The old password is
// always asked for, or an SMS code to the account's number when CHNGPASSVERIF3 is on (issue 19):
// no password is held from the login.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { switches } from '@/state/config';
import { session } from '@/state/session';
import { ChangeForm } from './ChangeForm';
import type { Proof } from './change-fields';
import css from './change-password.module.css';

export default function ChangePasswordPage() {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<Proof>('old');
  const proof: Proof = switches.value.CHNGPASSVERIF3 ? chosen : 'old';
  const tabs = [
    { id: 'old' as const, label: t`Old password` },
    ...(switches.value.CHNGPASSVERIF3 ? [{ id: 'code' as const, label: t`SMS code` }] : []),
  ];
  return (
    <div class={css.page}>
      <Tabs label={t`How to confirm it is you`} tabs={tabs} selected={proof} onSelect={setChosen} />
      <div {...(tabs.length > 1 ? tabPanelProps(proof) : {})}>
        <ChangeForm key={proof} userName={session.value?.userName ?? ''} proof={proof} />
      </div>
    </div>
  );
}
