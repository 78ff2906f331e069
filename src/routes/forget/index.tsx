// /m/forget (specification §2 "Forgot-password screen"): recovery by phone (SMS code, then a new
// password; the default) when the CHNGPASSVERIF3 switch is on, else by e-mail only (no tabs).

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { switches } from '@/state/config';
import { EmailForm } from './EmailForm';
import { PhoneForm } from './PhoneForm';
import css from './forget.module.css';

type Method = 'by-phone' | 'by-email';

export default function ForgetPage() {
  const { t } = useLingui();
  const phoneOn = !!switches.value.CHNGPASSVERIF3;
  const [chosen, setChosen] = useState<Method>('by-phone');
  const method: Method = phoneOn ? chosen : 'by-email';
  const tabs = [...(phoneOn ? [{ id: 'by-phone' as const, label: t`By phone` }] : []), { id: 'by-email' as const, label: t`By e-mail` }];
  return (
    <div class={css.page}>
      <Tabs label={t`How to recover your password`} tabs={tabs} selected={method} onSelect={setChosen} />
      {/* With one method there is no tab list, so no tab panel either. */}
      <div {...(tabs.length > 1 ? tabPanelProps(method) : {})}>{method === 'by-phone' ? <PhoneForm /> : <EmailForm />}</div>
    </div>
  );
}
