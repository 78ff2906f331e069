// The devices the member is signed in on, this one marked, and "sign out the others" behind a
// confirmation (docs/money.md, "Security centre"). The list is this component's own resource.

import { useLingui } from '@lingui/react/macro';
import { LoadState } from '@/components/load-state/LoadState';
import { fetchDevices, signOutOthers } from '@/api/security';
import { dateAndTime } from '@/i18n/date-time';
import { formatDate } from '@/i18n/dates';
import { locale } from '@/i18n/locale';
import { useResource } from '@/lib/use-resource';
import { session } from '@/state/session';
import { confirm, showToast } from '@/state/ui';
import type { RowFormProps } from './row-form';
import { securityErrorText } from './security-errors';
import css from './security-centre.module.css';

export function Devices({ done }: RowFormProps) {
  const { t, i18n } = useLingui();
  const devices = useResource(() => ({ key: () => session.value?.token ?? null, fetch: (_token, signal) => fetchDevices(signal) }), []);
  const list = devices.data.value;
  if (!list) return <LoadState failed={devices.failed.value} onRetry={() => devices.load()} />;

  const signOut = async () => {
    if (!(await confirm({ message: t`Sign out of every other device? They will need to log in again.` }))) return;
    try {
      const count = await signOutOthers();
      showToast(t`Signed out of ${count} other devices`, { kind: 'success' });
      await devices.load({ fresh: true });
      done();
    } catch (err) {
      showToast(securityErrorText(err, i18n), { kind: 'error' });
    }
  };
  const others = list.some((d) => !d.current);
  return (
    <div>
      <ul class={css.devices} aria-label={t`Devices`}>
        {list.map((d) => (
          <li key={d.id} class={css.device}>
            <span class={css.deviceName}>
              {d.device || t`Unknown device`}
              {d.current && <span class={css.current}>{t`This device`}</span>}
            </span>
            <span class={css.deviceMeta}>
              {d.ip} · {formatDate(d.lastUsedAt, locale.value, dateAndTime(locale.value))}
            </span>
          </li>
        ))}
      </ul>
      {others && (
        <button type="button" class={css.action} onClick={() => void signOut()}>
          {t`Sign out the other devices`}
        </button>
      )}
    </div>
  );
}
