// The shortcut grid: the rows of lib/member-shortcuts.ts that this member (or guest) sees, with
// their labels, icons and count bubbles. Every shortcut needs a session: a guest's tap opens the
// login dialog instead (specification §2). In-app targets are plain links (a page not built yet
// shows the shell's "not available yet"); dialogs are buttons.

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import type { Shortcut, ShortcutBubble, ShortcutKey } from '@/lib/member-shortcuts';
import { paths } from '@/lib/paths';
import { requireSession } from '@/state/login-prompt';
import { glyphs, LineIcon } from './icons';
import css from './member-centre.module.css';

export type ShortcutDialog = 'referral' | 'referralLinks' | 'download';

interface Props {
  shortcuts: Shortcut[];
  bubbles: Record<ShortcutBubble, number>;
  /** The first customer-service link; without one, the service page. */
  serviceUrl: string | null;
  onDialog: (d: ShortcutDialog) => void;
}

const guard = (e: Event) => requireSession() || e.preventDefault();

/** One glyph per shortcut of lib/member-shortcuts.ts (a missing one fails `tsc`, as a missing
 *  label does below), after Feather (MIT). The four records share one. */
const record = 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M16 13H8M16 17H8';
const shortcutGlyphs: Record<ShortcutKey, string> = {
  deposit: 'M21 12V7H5a2 2 0 0 1 0-4h14v4M3 5v14a2 2 0 0 0 2 2h16v-5M18 12a2 2 0 0 0 0 4h4v-4z',
  withdraw: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  rewardCenter: 'M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
  inviteFriends: 'M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M8.5 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM20 8v6M23 11h-6',
  securityCenter: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  referralLinks: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  agentCentre: 'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  depositRecord: record,
  withdrawRecord: record,
  profitAndLoss: 'M23 6l-9.5 9.5-5-5L1 18M17 6h6v6',
  missions: 'M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7',
  accountRecord: record,
  bettingRecord: record,
  uplineTransfer: 'M17 1l4 4-4 4M3 11V9a4 4 0 0 1 4-4h14M7 23l-4-4 4-4M21 13v2a4 4 0 0 1-4 4H3',
  manualRebate: 'M1 4v6h6M3.5 15a9 9 0 1 0 2.1-9.4L1 10',
  myRebate: 'M19 5L5 19M6.5 9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM17.5 20a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  service: 'M3 18v-6a9 9 0 0 1 18 0v6M21 19a2 2 0 0 1-2 2h-1v-6h3zM3 19a2 2 0 0 0 2 2h1v-6H3z',
  appDownload: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM12 18h0',
  feedback: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  vip: 'M12 15a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM8.2 13.9L7 23l5-3 5 3-1.2-9.1',
  mail: glyphs.mail,
};

export function Shortcuts({ shortcuts, bubbles, serviceUrl, onDialog }: Props) {
  const { t } = useLingui();
  const labels: Record<ShortcutKey, string> = {
    deposit: t`Deposit`,
    withdraw: t`Withdraw`,
    rewardCenter: t`Reward centre`,
    inviteFriends: t`Invite friends`,
    securityCenter: t`Security centre`,
    referralLinks: t`Referral links`,
    agentCentre: t`Agent centre`,
    depositRecord: t`Deposit record`,
    withdrawRecord: t`Withdrawal record`,
    profitAndLoss: t`Profit and loss`,
    missions: t`Mission activity`,
    accountRecord: t`Account record`,
    bettingRecord: t`Betting record`,
    uplineTransfer: t`Superior transfer`,
    manualRebate: t`Manual rebate`,
    myRebate: t`My rebate`,
    mail: t`Mail`,
    service: t`Online service`,
    appDownload: t`App download`,
    feedback: t`Feedback`,
    vip: t`VIP`,
  };
  return (
    <ul class={css.grid} aria-label={t`Shortcuts`}>
      {shortcuts.map(({ key, target, bubble }) => {
        const n = bubble ? bubbles[bubble] : 0;
        const count = formatNumber(n, locale.value);
        const label = labels[key];
        // A name that begins with what is shown (what voice control users say): "Mail, 2 new".
        const common = { class: css.shortcut };
        const body = (
          <>
            <span class={css.icon}>
              <LineIcon d={shortcutGlyphs[key]} />
              {n > 0 && (
                <span class={css.bubble} aria-hidden="true">
                  {count}
                </span>
              )}
            </span>
            {/* With a bubble, the name says the count after the shown label, in one text. */}
            {n > 0 ? (
              <>
                <span aria-hidden="true">{label}</span>
                <span class="visually-hidden">{t`${label}, ${count} new`}</span>
              </>
            ) : (
              label
            )}
          </>
        );
        let item;
        if (target === 'service' && serviceUrl) {
          item = (
            <a {...common} href={serviceUrl} target="_blank" rel="noopener noreferrer" onClick={guard}>
              {body}
            </a>
          );
        } else if (target === 'referral' || target === 'referralLinks' || target === 'download') {
          item = (
            <button {...common} type="button" onClick={() => requireSession() && onDialog(target)}>
              {body}
            </button>
          );
        } else {
          item = (
            <Link {...common} href={target === 'service' ? paths.service : target} onClick={guard}>
              {body}
            </Link>
          );
        }
        return <li key={key}>{item}</li>;
      })}
    </ul>
  );
}
