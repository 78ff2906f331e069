// ENTRY CHUNK. The bottom tab bar: Home, Activity, the invite button in the centre, Reward (badge
// with the unclaimed-promotion count when above 0) and Member.

import { useEffect } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { Icon, type IconName } from '@/components/icon/Icon';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { paths, type AppPath } from '@/lib/paths';
import { unclaimedPromotions } from '@/state/rewards';
import { session } from '@/state/session';
import css from './TabBar.module.css';

interface Tab {
  href: AppPath;
  icon: IconName;
  label: string;
  badge?: number;
  centre?: boolean;
}

export function TabBar({ current }: { current: AppPath }) {
  const { t } = useLingui();
  // The badge asks for its own count, whatever page a visit begins on (state/reward-badge.ts), and
  // shows none without a session.
  const token = session.value?.token;
  const unclaimed = token ? unclaimedPromotions.value : 0;
  useEffect(() => {
    // The count's call is not returned to the import: the build moves an import's own `.then`
    // inside the chunk loader, whose 15 s limit (scripts/build/preload-helper.ts) would then also
    // time a call that hangs, and the failure, handled inside, would escape outside as a page
    // error. `.catch` stays outside: a chunk that does not come is no error worth a word here.
    if (token) import('@/state/reward-badge').then((m) => void m.unclaimedBadge(unclaimedPromotions).load()).catch(() => {});
  }, [token]);
  const tabs: Tab[] = [
    { href: paths.home, icon: 'home', label: t`Home` },
    { href: paths.activity, icon: 'activity', label: t`Activity` },
    { href: paths.inviteFriends, icon: 'invite', label: t`Invite`, centre: true },
    { href: paths.rewardCenter, icon: 'reward', label: t`Reward`, badge: unclaimed },
    { href: paths.mine, icon: 'member', label: t`Member` },
  ];
  return (
    <nav class={css.bar} aria-label={t`Main menu`}>
      {tabs.map((tab) => (
        <Link key={tab.href} href={tab.href} class={tab.centre ? css.centre : css.tab} aria-current={tab.href === current ? 'page' : undefined}>
          <span class={css.icon}>
            <Icon name={tab.icon} size={tab.centre ? 28 : 24} />
            {tab.badge ? (
              <span class={css.badge} aria-label={t`${formatNumber(tab.badge, locale.value)} unclaimed`}>
                {formatNumber(tab.badge, locale.value)}
              </span>
            ) : null}
          </span>
          <span class={css.label}>{tab.label}</span>
        </Link>
      ))}
    </nav>
  );
}
