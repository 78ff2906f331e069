// /m/redRain (AGENTRANSMULTDOWN3): one transfer to several direct members — picked by search and
// checkboxes, or every active direct member — an amount each or a total split, a summary, and one
// confirmation with the payment password. The server pays all of them in one order or none
// (api/agent-team.ts, its own idempotency key); the answer's balance goes into the header.

import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { fetchDownlines, fetchTransferLimits, redEnvelopeRain, type RainAnswer, type TransferLimits } from '@/api/agent-team';
import { ApiError } from '@/api/errors';
import { Checkbox } from '@/components/checkbox/Checkbox';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { LoadState } from '@/components/load-state/LoadState';
import { SearchForm } from '@/components/record-list/SearchForm';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { accountErrorText } from '@/lib/account-errors';
import { checkPaymentPassword, transferMessages } from '@/lib/transfer-checks';
import { useResource } from '@/lib/use-resource';
import type { Check } from '@/lib/validation';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';
import { setBalance } from '@/state/wallet';
import { count, money } from './format';
import { rainSummary, toPaisa } from './rain-plan';
import { NoPaymentPassword } from './transfer';
import css from './team.module.css';

const member = () => session.value?.token ?? null;
const noneChosen = msg`Choose at least one member`;

export function RedEnvelopeRain() {
  const limits = useResource(() => ({ key: member, fetch: (_: string, signal: AbortSignal) => fetchTransferLimits(signal) }), []);
  const data = limits.data.value;
  if (!data) return <LoadState failed={limits.failed.value} onRetry={() => limits.load({ fresh: true })} />;
  return <div class={css.page}>{data.paymentPasswordSet ? <RainForm limits={data} /> : <NoPaymentPassword />}</div>;
}

/** The direct members matching `search` (its first page: a search narrows a large team). */
function MemberPicker({ chosen, onToggle }: { chosen: ReadonlySet<string>; onToggle: (username: string, on: boolean) => void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const page = useResource(
    () => ({
      key: member,
      fetch: (_: string, signal: AbortSignal) =>
        fetchDownlines({ startDate: '', endDate: '', pageNo: 1, filters: { username: search, scope: 'direct' } }, signal),
    }),
    [search],
  );
  const list = page.data.value?.list;
  return (
    <fieldset class={css.picker}>
      <legend>{t`Direct members`}</legend>
      <SearchForm label={t`Search by username`} onSearch={setSearch} />
      {!list ? (
        <LoadState failed={page.failed.value} onRetry={() => page.load({ fresh: true })} />
      ) : list.length === 0 ? (
        <p class={css.muted}>{t`No team members found.`}</p>
      ) : (
        list
          .filter((r) => r.status === 'active')
          .map((r) => (
            <Checkbox key={r.username} id={`rain-${r.username}`} checked={chosen.has(r.username)} onChange={(on) => onToggle(r.username, on)}>
              {r.username} <span class={css.muted}>{money(r.balance)}</span>
            </Checkbox>
          ))
      )}
    </fieldset>
  );
}

function RainForm({ limits }: { limits: TransferLimits }) {
  const { t, i18n } = useLingui();
  const [allDirect, setAllDirect] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [split, setSplit] = useState(false);
  const [done, setDone] = useState<RainAnswer | null>(null);
  const toggle = (username: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(username);
      else next.delete(username);
      return next;
    });
  const recipients = allDirect ? null : chosen.size;
  const checkAmount = (text: string): Check => {
    const paisa = toPaisa(text);
    if (paisa === null || paisa === 0) return transferMessages.amount;
    if (recipients === 0) return noneChosen;
    const s = rainSummary(paisa, recipients ?? 1, split);
    return s.least < limits.min * 100 || s.most > limits.max * 100 ? transferMessages.range : null;
  };
  const form = useForm({
    initial: { amount: '', password: '' },
    fields: ['amount', 'password'],
    check: (field, values) => (field === 'amount' ? checkAmount(values.amount ?? '') : checkPaymentPassword(values.password ?? '')),
    send: async (values) => {
      const usernames = allDirect ? 'allDirect' : [...chosen].sort();
      const answer = await redEnvelopeRain(session.peek()?.userName ?? '', { usernames, amount: values.amount ?? '', split }, values.password ?? '');
      setBalance(answer.sumBalance);
      setDone(answer);
      setChosen(new Set());
      showToast(t`Red envelopes sent`, { kind: 'success' });
      form.reset();
    },
    failed: (err) => {
      showToast(accountErrorText(err, i18n), { kind: 'error' });
      if (err instanceof ApiError && err.errorCode.startsWith('payment.password.')) form.focus('password');
    },
  });
  const paisa = toPaisa(form.values.amount ?? '');
  const summary = paisa && recipients ? rainSummary(paisa, recipients, split) : null;
  return (
    <>
      <Checkbox id="rain-all" checked={allDirect} onChange={setAllDirect}>
        {t`All direct members`}
      </Checkbox>
      {!allDirect && <MemberPicker chosen={chosen} onToggle={toggle} />}
      <form noValidate onSubmit={form.submit} class={css.transfer}>
        <fieldset class={css.modes}>
          <legend>{t`How to send`}</legend>
          <label>
            <input type="radio" name="rain-mode" checked={!split} onChange={() => setSplit(false)} /> {t`The amount to each`}
          </label>
          <label>
            <input type="radio" name="rain-mode" checked={split} onChange={() => setSplit(true)} /> {t`A total to split`}
          </label>
        </fieldset>
        <TextField
          id="rain-amount"
          label={split ? t`Total (৳)` : t`Amount each (৳)`}
          hint={t`Each gets ${money(limits.min)} to ${money(limits.max)}`}
          {...form.field('amount')}
          autoComplete="off"
          required
        />
        <p class={css.card} role="status" data-testid="rain-summary">
          {allDirect
            ? t`To every active direct member`
            : summary
              ? t`${count(summary.recipients)} members, ${money(summary.total / 100)} in all`
              : t`${count(chosen.size)} members chosen`}
          {summary && summary.least !== summary.most && <br />}
          {summary && summary.least !== summary.most && t`Each gets ${money(summary.least / 100)} or ${money(summary.most / 100)}`}
        </p>
        <PasswordField id="rain-password" label={t`Payment password`} {...form.field('password')} maxLength={6} autoComplete="off" required />
        <SubmitButton pending={form.pending}>{t`Send red envelopes`}</SubmitButton>
      </form>
      {done && (
        <div class={css.result} role="status">
          <p>{t`Sent ${money(done.amount)} to ${count(done.recipients.length)} members (order ${done.orderNo}). New balance: ${money(done.sumBalance)}`}</p>
          <ul>
            {done.recipients.map((r) => (
              <li key={r.username}>
                {r.username}: {money(r.amount)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
