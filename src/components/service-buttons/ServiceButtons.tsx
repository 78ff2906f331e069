// The floating customer-service group (spec 001 §2 "Service buttons"): Telegram 1 and 2, Facebook
// and live chat, each only when configured. Collapsed to one button, so it covers little of the
// page; that button opens and closes the group.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ServiceType } from '@/state/service-links';
import css from './ServiceButtons.module.css';

export interface ServiceButtonsProps {
  /** Decoded customer-service links; types other than the four below are not shown here. */
  links: ReadonlyArray<{ type: string; url: string }>;
}

// Both maps cover every `ServiceType` (`satisfies`: a missing entry fails `tsc`). They are read with
// the links' csType strings, and only the types that have a name are shown: each lookup finds one.
type ByType = Readonly<Record<string, string | undefined>>;

// Material Icons (Apache-2.0) paths; Telegram is its paper plane, Facebook a plain "f".
const telegram = 'M2 21l21-9L2 3v7l15 2-15 2z';
const icons: ByType = {
  TELEGRAM1: telegram,
  TELEGRAM2: telegram,
  FACEBOOK: 'M14 8V6.2c0-.8.2-1.3 1.4-1.3H17V1.5h-2.7C11.2 1.5 10 3.3 10 6v2H7.5v3.5H10V22.5h4V11.5h2.7l.4-3.5z',
  LIVECHAT: 'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2z',
} satisfies Record<ServiceType, string>;
const headset = 'M12 1a9 9 0 0 0-9 9v7a3 3 0 0 0 3 3h3v-8H5v-2a7 7 0 0 1 14 0v2h-4v8h3a3 3 0 0 0 3-3v-7a9 9 0 0 0-9-9z';
const cross = 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z';

export function ServiceButtons({ links }: ServiceButtonsProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const names: ByType = {
    TELEGRAM1: t`Telegram support 1`,
    TELEGRAM2: t`Telegram support 2`,
    FACEBOOK: t`Facebook`,
    LIVECHAT: t`Live chat`,
  } satisfies Record<ServiceType, string>;
  const shown = Object.keys(names).flatMap((type) => links.find((l) => l.type === type) ?? []);
  if (!shown.length) return null;
  return (
    <>
      {/* Room at the end of the page, so the last row can scroll clear of the floating button. */}
      <div class={css.room} />
      <div class={css.group}>
        <ul id="service-buttons" class={css.list} hidden={!open}>
          {shown.map((l) => (
            <li key={l.type}>
              <a class={css.button} href={l.url} target="_blank" rel="noopener noreferrer" aria-label={names[l.type]}>
                <Glyph d={icons[l.type]} />
                {l.type === 'TELEGRAM2' && (
                  <span class={css.tag} aria-hidden="true">
                    2
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          class={`${css.button} ${css.toggle}`}
          aria-label={t`Customer service`}
          aria-expanded={open}
          aria-controls="service-buttons"
          onClick={() => setOpen(!open)}
        >
          <Glyph d={open ? cross : headset} />
        </button>
      </div>
    </>
  );
}

function Glyph({ d }: { d?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
      <path d={d} />
    </svg>
  );
}
