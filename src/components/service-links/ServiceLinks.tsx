// Links to customer service (Telegram 1 and 2, Facebook, live chat), each opening outside the app.

import { useLingui } from '@lingui/react/macro';
import type { ServiceType } from '@/state/service-links';
import css from './ServiceLinks.module.css';

export interface ServiceLinksProps {
  links: ReadonlyArray<{ type: string; url: string }>;
}

export function ServiceLinks({ links }: ServiceLinksProps) {
  const { t } = useLingui();
  if (!links.length) return null;
  // The types come from the merchant's start-up data: one without a name here shows its code.
  const names: Readonly<Record<string, string | undefined>> = {
    TELEGRAM1: t`Telegram 1`,
    TELEGRAM2: t`Telegram 2`,
    FACEBOOK: t`Facebook`,
    LIVECHAT: t`Live chat`,
  } satisfies Record<ServiceType, string>;
  return (
    <nav class={css.box} aria-labelledby="service-links-title">
      <h2 id="service-links-title" class={css.title}>{t`Contact customer service`}</h2>
      <ul class={css.list}>
        {links.map((l) => (
          <li key={l.type}>
            <a class={css.link} href={l.url} target="_blank" rel="noopener noreferrer">
              {names[l.type] ?? l.type}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
