// Start-up mode 2: access is restricted for the visitor's location or IP. Shows the reason and,
// when the server knows it, the IP address (and country) it saw, plus the customer-service links.

import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '@/components/language-switcher/LanguageSwitcher';
import { NoticePage } from '@/components/notice-page/NoticePage';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { ServiceLinks } from '@/components/service-links/ServiceLinks';
import { locale, setLocale } from '@/i18n/locale';
import { loadStatus, systemStatus } from '@/state/config';
import { loadServiceLinks, serviceLinks } from '@/state/service-links';
import css from './region.module.css';

export default function RegionRestrictedPage() {
  const { t } = useLingui();
  const status = systemStatus.value;
  useEffect(() => void loadServiceLinks(), [status]);
  const where = status?.location;
  return (
    <NoticePage
      icon="blocked"
      title={t`Access restricted`}
      actions={
        <>
          <RetryButton label={t`Try again`} workingLabel={t`Checking…`} onRetry={loadStatus} />
          <ServiceLinks links={serviceLinks.value} />
          <LanguageSwitcher current={locale.value} onChange={(l) => void setLocale(l)} />
        </>
      }
    >
      <p>{t`Access to this site is restricted for your location or IP address.`}</p>
      {where?.ip && (
        <dl class={css.facts}>
          <dt>{t`Your IP address`}</dt>
          <dd data-testid="region-ip">{where.ip}</dd>
          {where.countryCode && (
            <>
              <dt>{t`Country`}</dt>
              <dd>{where.countryCode}</dd>
            </>
          )}
        </dl>
      )}
    </NoticePage>
  );
}
