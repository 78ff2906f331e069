// /m/service, customer service (specification doc. 2 §2 "Service buttons", §7 "Content and
// service"): the configured contacts of the start-up data (Telegram 1 and 2, Facebook, live chat,
// each opening outside the app) and the help centre; when none is configured, the page says so and
// offers the help centre. The layout hides the footer here.

import { useEffect, useState } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { ServiceLinks } from '@/components/service-links/ServiceLinks';
import { Spinner } from '@/components/spinner/Spinner';
import { paths } from '@/lib/paths';
import { systemStatus } from '@/state/config';
import { loadServiceLinks, serviceLinks } from '@/state/service-links';
import css from './service.module.css';

export default function ServicePage() {
  const { t } = useLingui();
  const status = systemStatus.value;
  // The links are decoded (Web Crypto) before they show: no "none configured" flash meanwhile.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    void loadServiceLinks().then(done, done);
  }, [status]);
  const links = serviceLinks.value;
  return (
    <div class={css.page}>
      {links.length > 0 ? (
        <ServiceLinks links={links} />
      ) : ready ? (
        <p class={css.none}>{t`No customer-service contact is available right now. The help centre may answer your question.`}</p>
      ) : (
        <Spinner label={t`Please wait`} />
      )}
      <Link class={css.help} href={paths.help}>{t`Help centre`}</Link>
    </div>
  );
}
