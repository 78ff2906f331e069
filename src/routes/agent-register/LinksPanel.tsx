// The agent's affiliate links (docs/agent-area.md, "Open account and links"): each with its code,
// its URL (the register page's `affiliateCode` address) and copy buttons, its kind, rates and
// registrations, and delete behind a confirmation; then the form that makes a new one.

import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { createLink, deleteLink, type AffiliateLink, type AffiliateLinks, type DownlineKind } from '@/api/agent-accounts';
import { ConfirmDialog } from '@/components/confirm-dialog/ConfirmDialog';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { useCategoryLabel } from '@/i18n/category-labels';
import { accountErrorText } from '@/lib/account-errors';
import { copyText } from '@/lib/copy-text';
import { href, paths } from '@/lib/paths';
import { showToast } from '@/state/ui';
import { KindAndRates } from './KindAndRates';
import { checkRate, initialRates, RATE_PREFIX, rateCategories, rateField, ratesFrom, toPercent } from './rates';
import css from './agent-register.module.css';

const linkUrl = (code: string): string => `${globalThis.location.origin}${href(paths.register, { affiliateCode: code })}`;

export function LinksPanel({ data, onChange }: { data: AffiliateLinks; onChange: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState('');
  const [deleting, setDeleting] = useState<AffiliateLink | null>(null);
  const failed = (err: unknown) => showToast(accountErrorText(err, i18n), { kind: 'error' });
  const count = data.links.length;
  const max = data.maxLinks;
  const code = deleting?.code ?? '';

  const remove = async (ok: boolean) => {
    const link = deleting;
    setDeleting(null);
    if (!ok || !link) return;
    try {
      await deleteLink(link.id);
      showToast(t`Link deleted`, { kind: 'success' });
      await onChange();
    } catch (err) {
      failed(err);
    }
  };

  return (
    <div class={css.links}>
      <p class={css.note}>{t`${count} of ${max} links`}</p>
      {count < max && <NewLinkForm data={data} onCreated={onChange} />}
      <ul class={css.list}>
        {data.links.map((link) => (
          <LinkCard key={link.id} link={link} onCopied={setStatus} onDelete={() => setDeleting(link)} />
        ))}
      </ul>
      <p class={css.status} role="status">
        {status}
      </p>
      {deleting && (
        <ConfirmDialog
          title={t`Delete link`}
          message={t`Delete link ${code}? Its code stops working; members who joined through it stay in your team.`}
          confirmText={t`Delete`}
          onAnswer={(ok) => void remove(ok)}
        />
      )}
    </div>
  );
}

function LinkCard({ link, onCopied, onDelete }: { link: AffiliateLink; onCopied: (s: string) => void; onDelete: () => void }) {
  const { t } = useLingui();
  const label = useCategoryLabel();
  const url = useRef<HTMLInputElement>(null);
  const code = link.code;
  const urlId = `link-url-${link.id}`;
  const copy = async (text: string, done: string) =>
    onCopied((await copyText(text, url.current ?? undefined)) ? done : t`Selected: press and hold to copy`);
  const rates = Object.entries(link.rates).filter(([, bp]) => bp > 0);
  const registrations = formatNumber(link.registrations, locale.value);
  return (
    <li class={css.card} data-testid="affiliate-link" data-code={code}>
      <p class={css.cardTop}>
        <strong>{code}</strong> <span>{link.kind === 1 ? t`Sub-agent` : t`Player`}</span>
      </p>
      <label for={urlId} class={css.label}>
        {t`Link of ${code}`}
      </label>
      <input id={urlId} ref={url} class={css.url} value={linkUrl(code)} readOnly onFocus={(e) => e.currentTarget.select()} />
      <p class={css.meta}>
        {t`Registrations: ${registrations}`}
        {rates.length > 0 && ` · ${rates.map(([c, bp]) => `${label(c)} ${toPercent(bp)}%`).join(', ')}`}
      </p>
      <div class={css.actions}>
        <button type="button" class={css.small} onClick={() => void copy(linkUrl(code), t`Link copied`)} aria-label={t`Copy link ${code}`}>
          {t`Copy link`}
        </button>
        <button type="button" class={css.small} onClick={() => void copy(code, t`Code copied`)} aria-label={t`Copy code ${code}`}>
          {t`Copy code`}
        </button>
        <button type="button" class={css.danger} onClick={onDelete} aria-label={t`Delete link ${code}`}>
          {t`Delete`}
        </button>
      </div>
    </li>
  );
}

function NewLinkForm({ data, onCreated }: { data: AffiliateLinks; onCreated: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<DownlineKind>(0);
  const form = useForm<Record<string, string>>({
    initial: initialRates(data.own, data.defaults),
    fields: rateCategories(data.own).map(rateField),
    check: (field, values) => checkRate(values[field] ?? '', data.own[field.slice(RATE_PREFIX.length)] ?? 0),
    send: async (values) => {
      await createLink(kind, ratesFrom(values, data.own));
      showToast(t`Link created`, { kind: 'success' });
      form.reset();
      await onCreated();
    },
    failed: (err) => showToast(accountErrorText(err, i18n), { kind: 'error' }),
  });
  return (
    <form noValidate onSubmit={form.submit} class={css.form}>
      <h2 class={css.heading}>{t`New link`}</h2>
      <KindAndRates idPrefix="nl" kind={kind} onKind={setKind} own={data.own} field={form.field} />
      <SubmitButton pending={form.pending}>{t`Create link`}</SubmitButton>
    </form>
  );
}
