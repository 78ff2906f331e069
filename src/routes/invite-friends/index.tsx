// /m/inviteFriends (specification doc. 1 §6, §8): the referral details as a page, with how inviting
// works. Inviting needs a session (the shell sends a visitor to log in, app/access.ts) and a running
// referral promotion; without one the player is told to contact customer service (the
// contact_service toast, 2 s) and taken back where they came from.

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { fetchReferralInfo } from '@/api/referral';
import { LoadState } from '@/components/load-state/LoadState';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { ReferralPanel } from '@/components/referral-dialog/ReferralPanel';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { CONTACT_SERVICE_TOAST_MS, inviteGate } from '@/lib/member-shortcuts';
import { paths } from '@/lib/paths';
import { loadPromotionSummary, promotionSummary } from '@/state/promotions';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';
import css from './invite-friends.module.css';

export default function InviteFriendsPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  // Open at once when the member centre already knows the promotion runs; else ask first.
  const [open, setOpen] = useState(() => promotionSummary.peek().referralEnabled);
  // The promotions could not be asked (a failing network): a retry, not "contact customer service".
  const [failed, setFailed] = useState(false);
  const gone = useRef(false);

  const check = () =>
    loadPromotionSummary().then((known) => {
      if (gone.current) return;
      setFailed(!known);
      if (!known) return;
      const gate = inviteGate(session.peek() !== null, promotionSummary.peek().referralEnabled);
      if (gate === 'open') return setOpen(true);
      // A visitor is sent to log in by the shell; here only a lost session could get this far.
      if (gate === 'contactService') showToast(t`Please contact customer service`, { duration: CONTACT_SERVICE_TOAST_MS });
      if (history.length > 1) history.back();
      else navigate(paths.home, { replace: true });
    });

  useEffect(() => {
    if (!open) void check();
    return () => void (gone.current = true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once on arrival; after that only the retry asks
  }, []);

  return open ? <Invite /> : <LoadState failed={failed} onRetry={check} />;
}

function Invite() {
  const { t } = useLingui();
  const { data, failed, retry } = useLocaleLoad((_, signal) => fetchReferralInfo(signal));
  if (!data) return <LoadState failed={failed} onRetry={retry} />;
  const reward = formatMoney(data.rewardAmount, locale.value);
  return (
    <div class={css.page}>
      <ReferralPanel info={data} />
      <h2 class={css.heading}>{t`How it works`}</h2>
      <ol class={css.steps}>
        <li>{t`Share your link or code with a friend.`}</li>
        <li>{t`Your friend signs up with it.`}</li>
        <li>{t`You get ${reward} for every friend who joins.`}</li>
      </ol>
    </div>
  );
}
