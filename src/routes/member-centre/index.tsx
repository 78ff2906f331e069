// /m/mine (and /m/member/home), the member centre (specification §2 "Member centre", §6, §8): its
// own top (back home, the title, settings and the message centre with an unread dot), the account
// card or the guest's login prompt, and the shortcut grid with its gates and bubbles. The merchant's
// template picks the look: 'new' when mem_cen is '1' (a gradient card, 4 columns), else 'base' (a
// plain header, 3 columns): the same markup either way. A trial member never gets here
// (app/access.ts rejects them with free_reject).

import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { decodeStartupInfo, templateKind } from '@/api/startup-info';
import { Icon } from '@/components/icon/Icon';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { isStandalone } from '@/lib/env';
import { CONTACT_SERVICE_TOAST_MS, inviteGate, visibleShortcuts } from '@/lib/member-shortcuts';
import { paths } from '@/lib/paths';
import { readString } from '@/lib/storage';
import { APP_SHELL_MARKER, WEBCLIP_KEY, deviceOf } from '@/lib/download-entries';
import { switches, systemStatus } from '@/state/config';
import { loadUnreadCount, unreadMessages } from '@/state/inbox';
import { requireSession } from '@/state/login-prompt';
import { loadPromotionSummary, promotionSummary } from '@/state/promotions';
import { loadServiceLinks, serviceLinks } from '@/state/service-links';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';
import { refreshBalance } from '@/state/wallet';
import { glyphs, LineIcon } from './icons';
import { GuestPrompt, MemberProfile } from './Profile';
import { Shortcuts, type ShortcutDialog } from './Shortcuts';
import { useMemberInfo } from './use-member-info';
import css from './member-centre.module.css';

const ReferralDialog = lazy(() => import('@/components/referral-dialog/ReferralDialog').then((m) => ({ default: m.ReferralDialog })));
const DownloadPopup = lazy(() => import('@/components/download-popup/DownloadPopup').then((m) => ({ default: m.DownloadPopup })));

/** The referral call loads with its dialog, not with the page. */
const loadReferral = (signal: AbortSignal) => import('@/api/referral').then((m) => m.fetchReferralInfo(signal));

export default function MemberCentre() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<ShortcutDialog | null>(null);
  const user = session.value;
  const token = user?.token;
  const info = useMemberInfo(token);
  const status = systemStatus.value;
  const startup = useMemo(() => decodeStartupInfo(status?.info), [status]);
  const promos = promotionSummary.value;
  const vipBenefits = switches.value.VIPBENEFIT3 === true;
  const unread = user ? unreadMessages.value : 0;

  useEffect(() => {
    void loadPromotionSummary();
    if (token) void Promise.all([refreshBalance(), loadUnreadCount()]);
  }, [token]);
  useEffect(() => void loadServiceLinks(), [status]);

  const shortcuts = visibleShortcuts({
    switches: switches.value,
    memberType: user ? (info?.type ?? user.type) : null,
    toUpline: info?.toUpline === true,
    referralEnabled: promos.referralEnabled,
    missionEnabled: promos.missionEnabled,
    vipBenefits,
    standalone: isStandalone(),
    // The prerender has no navigator: a plain browser tab until the client renders.
    inApp: globalThis.navigator?.userAgent.includes(APP_SHELL_MARKER) === true,
  });
  const openDialog = (d: ShortcutDialog) => {
    if (d === 'referral' && inviteGate(true, promos.referralEnabled) === 'contactService') {
      showToast(t`Please contact customer service`, { duration: CONTACT_SERVICE_TOAST_MS });
    } else setDialog(d);
  };
  const close = () => setDialog(null);
  const count = formatNumber(unread, locale.value);

  return (
    <div class={`${css.page} ${css[templateKind(startup.mobileTemplate.mem_cen)]}`}>
      <div class={css.top}>
        <Link href={paths.home} class={css.tool} aria-label={t`Back`}>
          <Icon name="back" />
        </Link>
        <h1 class={css.title}>{t`Member`}</h1>
        <Link href={paths.set} class={css.tool} aria-label={t`Settings`} onClick={(e) => requireSession() || e.preventDefault()}>
          <LineIcon d={glyphs.settings} />
        </Link>
        <Link
          href={paths.webEmail}
          class={css.tool}
          aria-label={unread ? t`Messages, ${count} unread` : t`Messages`}
          onClick={(e) => requireSession() || e.preventDefault()}
        >
          <LineIcon d={glyphs.mail} />
          {unread > 0 && <span class={css.dot} />}
        </Link>
      </div>
      {user ? (
        <MemberProfile name={info?.account || user.userName} vipName={info?.vipName ?? ''} vipBenefits={vipBenefits} currency={startup.currency} />
      ) : (
        <GuestPrompt />
      )}
      <Shortcuts
        shortcuts={shortcuts}
        bubbles={{ promotions: promos.unclaimed, missions: promos.missionsClaimable, mail: unread }}
        serviceUrl={serviceLinks.value[0]?.url ?? null}
        onDialog={openDialog}
      />
      <Suspense fallback={null}>
        {(dialog === 'referral' || dialog === 'referralLinks') && <ReferralDialog load={loadReferral} onClose={close} />}
        {dialog === 'download' && (
          <DownloadPopup
            resources={startup.resources}
            device={deviceOf(navigator.userAgent, navigator.maxTouchPoints, isStandalone())}
            webclipFlag={readString(WEBCLIP_KEY)}
            currency={startup.currency}
            onClose={close}
            onHelp={() => navigate(paths.help)}
          />
        )}
      </Suspense>
    </div>
  );
}
