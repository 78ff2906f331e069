// The top card: for a guest, the login/register prompt; for a member, the account name (a tap
// copies it), the VIP label and the wallet balance with 2 decimals and the currency symbol. The
// avatar and label lead to the VIP benefits when they are on, else to this page (specification §2).

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon/Icon';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { profileTarget } from '@/lib/member-shortcuts';
import { requireSession } from '@/state/login-prompt';
import { showToast } from '@/state/ui';
import { balance, balanceHidden, balanceRefreshing, toggleBalanceHidden } from '@/state/wallet';
import { copyText } from '@/lib/copy-text';
import { glyphs, LineIcon } from './icons';
import css from './member-centre.module.css';

const MASK = '****';

export function GuestPrompt() {
  const { t } = useLingui();
  return (
    <section class={css.card} aria-label={t`Account`}>
      <span class={css.avatar}>
        <Icon name="member" size={32} />
      </span>
      <p class={css.who}>{t`Log in to see your wallet, rewards and records.`}</p>
      <button type="button" class={css.login} onClick={() => requireSession()}>
        {t`Log in / Register`}
      </button>
    </section>
  );
}

interface ProfileProps {
  name: string;
  vipName: string;
  vipBenefits: boolean;
  currency: string;
}

export function MemberProfile({ name, vipName, vipBenefits, currency }: ProfileProps) {
  const { t } = useLingui();
  const amount = balance.value;
  const hidden = balanceHidden.value;
  const shown = hidden || balanceRefreshing.value ? MASK : amount === null ? '–' : formatMoney(amount, locale.value, currency);
  const copy = async () => {
    const done = await copyText(name);
    showToast(done ? t`Copied` : t`Could not copy. Your account name: ${name}`, { kind: done ? 'success' : 'error' });
  };
  return (
    <section class={css.card} aria-label={t`Account`}>
      <Link href={profileTarget(vipBenefits)} class={css.avatar} aria-label={vipBenefits ? t`VIP benefits` : t`My profile`}>
        <Icon name="member" size={32} />
      </Link>
      <div class={css.who}>
        <button type="button" class={css.name} aria-label={t`Copy account name ${name}`} onClick={() => void copy()}>
          {name}
          <LineIcon d={glyphs.copy} size={14} />
        </button>
        {vipName && <span class={css.vip}>{vipName}</span>}
      </div>
      <div class={css.wallet}>
        <span class={css.label}>{t`Balance`}</span>
        <span class={css.amount}>{shown}</span>
        <button type="button" class={css.eye} aria-pressed={hidden} onClick={toggleBalanceHidden}>
          {t`Hide balance`}
        </button>
      </div>
    </section>
  );
}
