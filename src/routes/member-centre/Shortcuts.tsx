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
import { LineIcon } from './icons';
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
              <LineIcon name={key} />
              {n > 0 && <span class={css.bubble} aria-hidden="true">{count}</span>}
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
          item = <a {...common} href={serviceUrl} target="_blank" rel="noopener noreferrer" onClick={guard}>{body}</a>;
        } else if (target === 'referral' || target === 'referralLinks' || target === 'download') {
          item = <button {...common} type="button" onClick={() => requireSession() && onDialog(target)}>{body}</button>;
        } else {
          item = <Link {...common} href={target === 'service' ? paths.service : target} onClick={guard}>{body}</Link>;
        }
        return <li key={key}>{item}</li>;
      })}
    </ul>
  );
}
