// The page shown by routes whose feature has not been built yet: it says so plainly and offers
// the way home, rather than pretending (docs/routes.md lists which routes use it).

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { NoticePage } from '@/components/notice-page/NoticePage';
import { paths } from '@/lib/paths';

export default function UnavailablePage() {
  const { t } = useLingui();
  return (
    <NoticePage icon="info" title={t`Not available yet`} actions={<Link href={paths.home}>{t`Go to home`}</Link>}>
      <p>{t`This section of the site is not available yet.`}</p>
    </NoticePage>
  );
}
