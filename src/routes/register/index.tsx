// /m/register (also /register.html, /m/register.html): registration by username or by mobile
// number, as the white-label switches allow (specification §2, §3, §4). Until the start-up status
// is known (the prerendered page) nothing but the top is drawn: which form exists depends on it.

import { useMemo, useState } from 'react';
import { useSearch } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { PageTop } from '@/components/page-top/PageTop';
import { paths } from '@/lib/paths';
import { decodeStartupInfo } from '@/api/startup-info';
import { Spinner } from '@/components/spinner/Spinner';
import { statusFailed, switches, systemStatus } from '@/state/config';
import { Announcements } from './Announcements';
import { ClosedNotice } from './ClosedNotice';
import { readLanding } from './landing';
import { registerTabs } from './register-fields';
import { RegisterForm } from './RegisterForm';
import css from './register.module.css';

export default function RegisterPage() {
  const { t } = useLingui();
  const search = useSearch();
  const [landing] = useState(() => readLanding(search));
  const status = systemStatus.value;
  const info = useMemo(() => decodeStartupInfo(status?.info), [status]);
  const sw = switches.value;
  const tabs = registerTabs(!!sw.USERNAMEREG3, !!sw.MOBILENUMREG3);
  const flow = { smsOnUsernameTab: !!sw.REGMOBVERF3, passwordOnMobileTab: !!sw.MOBILENUMPASSREG3 };
  return (
    <div class={css.page}>
      <PageTop title={t`Register`} backHref={paths.home} />
      {!status ? (
        // Without the status no form can be drawn; when it failed, the shell's retry is the way on.
        !statusFailed.value && <Spinner label={t`Please wait`} />
      ) : tabs.length ? (
        <>
          <Announcements imageCdn={info.imageCDNs[0]} />
          <RegisterForm tabs={tabs} rules={info.register} flow={flow} landing={landing} />
        </>
      ) : (
        <ClosedNotice />
      )}
    </div>
  );
}
