// Start-up mode 1 and /m/maintenance: the site is under maintenance. "Try again" asks for the
// status again; when maintenance is over the app replaces this page by itself.

import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '@/components/language-switcher/LanguageSwitcher';
import { NoticePage } from '@/components/notice-page/NoticePage';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { locale, setLocale } from '@/i18n/locale';
import { paths } from '@/lib/paths';
import { loadStatus, startupMode } from '@/state/config';

export default function MaintenancePage() {
  const { t } = useLingui();
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
          <LanguageSwitcher current={locale.value} onChange={(l) => void setLocale(l)} />
        </>
      }
    >
      <p>{t`The site is under maintenance. Your account and balance are safe.`}</p>
    </NoticePage>
  );
}
