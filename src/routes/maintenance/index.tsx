// Start-up mode 1 and /m/maintenance: the site is under maintenance. "Try again" asks for the
// status again; when maintenance is over the app replaces this page by itself. The customer-service
// links stay reachable meanwhile.

import { useLocation } from 'wouter-preact';
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '@/components/language-switcher/LanguageSwitcher';
import { NoticePage } from '@/components/notice-page/NoticePage';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { ServiceLinks } from '@/components/service-links/ServiceLinks';
import { locale, setLocale } from '@/i18n/locale';
import { paths } from '@/lib/paths';
import { loadStatus, startupMode, systemStatus } from '@/state/config';
import { loadServiceLinks, serviceLinks } from '@/state/service-links';

export default function MaintenancePage() {
  const { t } = useLingui();
  const status = systemStatus.value;
  useEffect(() => void loadServiceLinks(), [status]);
  const [, navigate] = useLocation();
  const retry = async () => {
    await loadStatus();
    // Reached as a route while the site is up: there is nothing to wait for, go home.
    if (startupMode.value === 0) navigate(paths.home, { replace: true });
  };
  return (
    <NoticePage
      icon="tools"
      title={t`System upgrading, please try again later`}
      actions={
        <>
          <RetryButton label={t`Try again`} workingLabel={t`Checking…`} onRetry={retry} />
          <ServiceLinks links={serviceLinks.value} />
          <LanguageSwitcher current={locale.value} onChange={(l) => void setLocale(l)} />
        </>
      }
    >
      <p>{t`The site is under maintenance. Your account and balance are safe.`}</p>
    </NoticePage>
  );
}
