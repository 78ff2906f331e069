// /m/useragreement, the user agreement: the help entry tagged `agreement` in the player's language
// (docs/member-area.md), sanitised. A failed load, or an answer without the entry, shows a short
// fallback with a retry. The layout hides the footer here.

import { useLingui } from '@lingui/react/macro';
import { fetchHelpEntries, findByTag } from '@/api/help';
import { HtmlContent } from '@/components/html-content/HtmlContent';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Spinner } from '@/components/spinner/Spinner';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import type { Locale } from '@/i18n/locale';
import css from './user-agreement.module.css';

const loadAgreement = (l: Locale, signal: AbortSignal) =>
  fetchHelpEntries(l === 'bn' ? 'BN' : 'EN', signal).then((entries) => findByTag(entries, 'agreement'));

export default function UserAgreementPage() {
  const { t } = useLingui();
  const { data: agreement, failed, retry } = useLocaleLoad(loadAgreement);
  if (agreement) {
    return (
      // The header already shows the page's title: the entry's title only names the article.
      <article class={css.page} aria-label={agreement.title}>
        <HtmlContent html={agreement.content} />
      </article>
    );
  }
  if (agreement === undefined && !failed) return <Spinner label={t`Loading…`} />;
  return (
    <div class={css.page}>
      <p class={css.fallback}>{t`The user agreement cannot be shown right now. Please try again, or contact customer service.`}</p>
      <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={retry} />
    </div>
  );
}
