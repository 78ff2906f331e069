// The deposit form: the merchant's channels (tiles with logos in the 'new' template, dep_func '1';
// a plain list in 'base': the same page, another layout), then the chosen channel's form. A channel
// with both ways offers "Pay now" (the provider's page, then the result page) and "I have sent
// money" (the receiving account with copy buttons, then sender and transaction ID).

import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchDepositChannels, type DepositWay } from '@/api/deposit';
import { LoadState } from '@/components/load-state/LoadState';
import { locale } from '@/i18n/locale';
import { resource } from '@/lib/resource';
import { systemStatus } from '@/state/config';
import { session } from '@/state/session';
import { ChannelForm } from './ChannelForm';
import { money } from './deposit-rules';
import css from './deposit.module.css';

/** Specification: the deposit template is 'new' when dep_func is '1', else 'base'. */
function isNewTemplate(): boolean {
  const info = systemStatus.value?.info as { mobileTemplate?: { dep_func?: unknown } } | undefined;
  return String(info?.mobileTemplate?.dep_func ?? '') === '1';
}

/** The member's channels. Asked for as soon as this module runs, while the page's catalog is still
 *  loading: on 2G that round trip is most of the wait for a usable form (docs/perf.md). */
const channels = resource({
  // The texts are in the request's language: another language is another answer.
  key: () => (session.value ? `${session.value.token}:${locale.value}` : null),
  fetch: (_key: string, signal: AbortSignal) => fetchDepositChannels(signal),
  freshFor: 60_000,
  reloadAfter: 0,
});
void channels.load();

export function DepositForm() {
  const { t } = useLingui();
  useEffect(() => void channels.load(), []);
  const [picked, setPicked] = useState<string | null>(null);
  const [way, setWay] = useState<DepositWay | null>(null);
  const answer = channels.data.value;
  const list = answer?.channels;
  if (!answer || !list) return <LoadState failed={channels.failed.value} onRetry={() => channels.load()} />;
  if (!list.length) return <p class={css.empty}>{t`No deposit method is available right now. Please try again later.`}</p>;
  const channel = list.find((c) => c.code === picked) ?? list[0]!;
  const chosenWay = way && channel.ways.includes(way) ? way : channel.ways[0]!;

  return (
    <div class={`${css.page} ${isNewTemplate() ? css.tiles : ''}`}>
      <h2 class={css.heading} id="dep-channels">{t`Deposit method`}</h2>
      <ul class={css.channels} aria-labelledby="dep-channels">
        {list.map((c) => (
          <li key={c.code}>
            <button type="button" class={css.channel} aria-pressed={c === channel} onClick={() => setPicked(c.code)}>
              <img src={c.logoUrl} alt="" width="32" height="32" loading="lazy" />
              <span class={css.name}>{c.name}</span>
              <small class={css.range}>
                {money(c, c.min)} – {money(c, c.max)}
              </small>
            </button>
          </li>
        ))}
      </ul>
      {channel.ways.length > 1 && (
        <div class={css.ways} role="group" aria-label={t`How to pay`}>
          <button type="button" aria-pressed={chosenWay === 'GATEWAY'} onClick={() => setWay('GATEWAY')}>{t`Pay now`}</button>
          <button type="button" aria-pressed={chosenWay === 'MANUAL'} onClick={() => setWay('MANUAL')}>{t`I have sent money`}</button>
        </div>
      )}
      <ChannelForm key={`${channel.code}:${chosenWay}`} channel={channel} way={chosenWay} promotions={answer.promotions} />
    </div>
  );
}
