// The referral details, shared by the dialog (member centre) and /m/inviteFriends: the friends
// invited and the reward per friend, the link and the code in read-only fields each with a copy
// button, and sharing through the phone's share sheet where the browser has one. What a copy did is
// said in a status line (a screen reader hears it too).

import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ReferralInfo } from '@/api/referral';
import { formatMoney, formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { copyText } from '@/lib/copy-text';
import css from './referral.module.css';

export function ReferralPanel({ info }: { info: ReferralInfo }) {
  const { t } = useLingui();
  const l = locale.value;
  const [status, setStatus] = useState('');
  const link = useRef<HTMLInputElement>(null);
  const code = useRef<HTMLInputElement>(null);
  const copy = async (field: HTMLInputElement | null, done: string) => {
    if (field) setStatus((await copyText(field.value, field)) ? done : t`Selected: press and hold to copy`);
  };
  const share = () => {
    const c = info.code;
    // Refused or cancelled by the player (AbortError): nothing to say.
    navigator.share({ title: t`Invite friends`, text: t`Sign up with my invite code ${c}`, url: info.link }).catch(() => {});
  };
  const field = (id: string, label: string, value: string, ref: typeof link, button: string, done: string) => (
    <div>
      <label for={id} class={css.label}>
        {label}
      </label>
      <div class={css.row}>
        <input id={id} ref={ref} class={css.input} value={value} readOnly onFocus={(e) => e.currentTarget.select()} />
        <button type="button" class={css.copy} onClick={() => void copy(ref.current, done)}>
          {button}
        </button>
      </div>
    </div>
  );
  return (
    <div class={css.panel}>
      <dl class={css.figures}>
        <div>
          <dt>{t`Friends invited`}</dt>
          <dd>{formatNumber(info.invitedCount, l)}</dd>
        </div>
        <div>
          <dt>{t`Reward per friend`}</dt>
          <dd>{formatMoney(info.rewardAmount, l)}</dd>
        </div>
      </dl>
      {field('referral-link', t`Your invite link`, info.link, link, t`Copy link`, t`Link copied`)}
      {field('referral-code', t`Your invite code`, info.code, code, t`Copy code`, t`Code copied`)}
      {typeof navigator.share === 'function' && <button type="button" class={css.share} onClick={share}>{t`Share`}</button>}
      <p class={css.status} role="status">
        {status}
      </p>
    </div>
  );
}
