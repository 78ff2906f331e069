// One channel's deposit form, through the form primitive: amount (quick-amount chips, the fee and
// what the balance receives), and for the manual way the receiving account with copy buttons, the
// channel's instructions, the sender's number and the transaction ID. A refusal shows the server's
// message under its field (or as a toast) and keeps the values; the order's idempotency key makes a
// retry the same order.

import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@/api/errors';
import { type Channel, type DepositPromotion, type DepositWay } from '@/api/deposit';
import type { DepositBody } from '../../../contract/deposit';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { locale } from '@/i18n/locale';
import { copyText } from '@/lib/copy-text';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';
import { checkDeposit, compactSender, instructionSteps, money, normaliseReference, type DepositValues } from './deposit-rules';
import css from './deposit.module.css';
import { PromotionPick } from './PromotionPick';

/** The server's refusals that belong under a field. */
const FIELD_OF: Record<string, keyof DepositValues> = {
  'deposit.amount.out.of.range': 'amount',
  'money.amount.invalid': 'amount',
  'deposit.sender.invalid': 'sender',
  'deposit.reference.invalid': 'reference',
  'deposit.reference.used': 'reference',
};

const loadSend = () => import('@/api/deposit-send');

interface InputProps {
  id: string;
  label: string;
  hint?: string;
  inputMode: 'numeric' | 'decimal' | 'tel' | 'text';
  bind: { value: string; onInput: (v: string) => void; onBlur: () => void; error: string | null; inputRef: (el: HTMLElement | null) => void };
}

function Input({ id, label, hint, inputMode, bind }: InputProps) {
  const described = [bind.error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div class={css.field}>
      <label for={id}>{label}</label>
      <div class={css.box} data-invalid={bind.error ? '' : undefined}>
        <input
          id={id}
          inputMode={inputMode}
          autoComplete="off"
          maxLength={80}
          value={bind.value}
          ref={bind.inputRef}
          aria-invalid={bind.error ? true : undefined}
          aria-describedby={described || undefined}
          onInput={(e) => bind.onInput((e.target as HTMLInputElement).value)}
          onBlur={bind.onBlur}
        />
      </div>
      {bind.error && (
        <p id={`${id}-error`} role="alert">
          {bind.error}
        </p>
      )}
      {hint && <p id={`${id}-hint`}>{hint}</p>}
    </div>
  );
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const copy = async () => showToast((await copyText(value)) ? t`Copied` : t`Could not copy. Please copy it by hand.`, { kind: 'success' });
  return (
    <div class={css.copyRow}>
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        <button type="button" class={css.copy} onClick={() => void copy()} aria-label={t`Copy ${label}`}>
          {t`Copy`}
        </button>
      </dd>
    </div>
  );
}

function Receiving({ channel }: { channel: Channel }) {
  const { t } = useLingui();
  const r = channel.receiving;
  if (!r) return null;
  return (
    <section class={css.receiving} aria-label={t`Send the money to`}>
      <h3>{t`Send the money to`}</h3>
      <dl>
        <CopyRow label={r.bankName ? t`Account number` : `${channel.name} (${r.kind})`} value={r.accountNo} />
        <CopyRow label={t`Account name`} value={r.accountName} />
        {r.bankName && <CopyRow label={t`Bank`} value={r.bankName} />}
        {r.branch && <CopyRow label={t`Branch`} value={r.branch} />}
        {r.routingNo && <CopyRow label={t`Routing number`} value={r.routingNo} />}
      </dl>
      {r.demo && <p class={css.demo}>{t`Demo account: do not send real money.`}</p>}
    </section>
  );
}

export function ChannelForm({ channel, way, promotions }: { channel: Channel; way: DepositWay; promotions: DepositPromotion[] }) {
  const { t } = useLingui();
  const manual = way === 'MANUAL';
  const [sentOrder, setSentOrder] = useState<string | null>(null);
  const [promotionId, setPromotionId] = useState<number | null>(null);
  // What sending needs, fetched while the player fills the form in (a failure is retried by the send).
  useEffect(() => void loadSend().catch(() => {}), []);
  const form = useForm<DepositValues>({
    initial: { amount: '', sender: '', reference: '' },
    fields: manual ? ['amount', 'sender', 'reference'] : ['amount'],
    check: (name, values) => checkDeposit(channel, name, values),
    send: async (values) => {
      const member = session.value?.userName ?? '';
      const body: DepositBody = { channel: channel.code, way, amount: values.amount.trim() };
      if (promotionId !== null) body.promotionId = promotionId;
      if (manual) {
        body.senderNumber = compactSender(values.sender);
        body.reference = normaliseReference(channel, values.reference);
      }
      const order = await (await loadSend()).createDeposit(body, member);
      if (order.payUrl) {
        // The provider's page; it sends the player back to the result page. Stays pending: the page leaves.
        window.location.assign(`${order.payUrl}&lang=${locale.value}`);
        return;
      }
      setSentOrder(order.orderNo);
    },
    failed: (error) => {
      const code = error instanceof ApiError ? error.errorCode : '';
      const text =
        error instanceof ApiError && !code.startsWith('client.')
          ? error.message
          : t`The deposit could not be sent. Please check your connection and try again.`;
      const name = FIELD_OF[code];
      if (name) {
        form.fail(name, () => text);
        form.focus(name);
      } else showToast(text, { kind: 'error' });
    },
  });

  if (sentOrder) {
    return (
      <div class={css.sent} role="status">
        <p>{t`Your deposit request was sent. The balance is updated once it is checked (usually within 10 minutes).`}</p>
        <p class={css.order}>{t`Order number: ${sentOrder}`}</p>
        <button type="button" class={css.again} onClick={() => (setSentOrder(null), form.reset())}>
          {t`Make another deposit`}
        </button>
      </div>
    );
  }

  const amount = form.values.amount.trim();
  const valid = !form.errors.amount && amount !== '';
  const fee = valid ? Math.floor(Number(amount) * channel.feeRate) / 100 : 0;
  const feeRate = channel.feeRate;
  const example = channel.referenceExample;
  const receive = money(channel, Number(amount) - fee);
  const payable = money(channel, valid ? Number(amount) : 0);
  return (
    <form noValidate onSubmit={form.submit} class={css.form}>
      {manual && <Receiving channel={channel} />}
      <Input id="dep-amount" label={t`Amount`} inputMode={channel.currency === 'BDT' ? 'numeric' : 'decimal'} bind={form.field('amount')} />
      <div class={css.chips} role="group" aria-label={t`Quick amounts`}>
        {channel.quickAmounts.map((q) => (
          <button type="button" key={q} aria-pressed={amount === String(q)} onClick={() => form.set('amount', String(q))}>
            {money(channel, q)}
          </button>
        ))}
      </div>
      <p class={css.fee}>
        {channel.feeRate > 0 ? t`Fee ${feeRate}%` : t`No fee`}
        {valid && channel.currency === 'BDT' && <> · {t`You receive ${receive}`}</>}
      </p>
      {channel.currency === 'BDT' && (
        <PromotionPick
          promotions={promotions}
          amount={valid ? Number(amount) : 0}
          credit={valid ? Number(amount) - fee : 0}
          picked={promotionId}
          onPick={setPromotionId}
        />
      )}
      {manual && (
        <>
          <Input id="dep-sender" label={t`Sent from (your number or account)`} inputMode="tel" bind={form.field('sender')} />
          <Input
            id="dep-reference"
            label={channel.referenceLabel || t`Transaction ID`}
            hint={t`Example: ${example}`}
            inputMode="text"
            bind={form.field('reference')}
          />
        </>
      )}
      {channel.instructions && (
        <details class={css.instructions}>
          <summary>{t`How to deposit`}</summary>
          <ol>
            {instructionSteps(channel.instructions).map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </details>
      )}
      <SubmitButton pending={form.pending}>{manual ? t`Submit` : t`Pay ${payable}`}</SubmitButton>
    </form>
  );
}
