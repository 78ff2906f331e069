// Sign-in buttons for the social providers the page allows (each has its own switch or setting,
// specification §2; the page decides). Renders exactly the providers given, nothing for none.
// Brand marks: a letter, or Telegram's plane, in the brand colour (a few bytes, no images).

import { useLingui } from '@lingui/react/macro';
import css from './SocialButtons.module.css';

export type SocialProvider = 'google' | 'facebook' | 'telegram';

export interface SocialButtonsProps {
  providers: readonly SocialProvider[];
  onSelect: (provider: SocialProvider) => void;
  disabled?: boolean;
}

// [name, letter mark]; Telegram's mark is its plane.
const brands = {
  google: ['Google', 'G'],
  facebook: ['Facebook', 'f'],
  telegram: ['Telegram', ''],
} as const;

const plane = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" fill="currentColor">
    <path d="M2 11l19-8-3 18-6-5-3 4v-6l9-8-11 7z" />
  </svg>
);

export function SocialButtons({ providers, onSelect, disabled }: SocialButtonsProps) {
  const { t } = useLingui();
  if (!providers.length) return null;
  return (
    <div class={css.row}>
      {providers.map((p) => {
        const [name, mark] = brands[p];
        return (
          <button type="button" key={p} class={css.button} aria-label={t`Continue with ${name}`} disabled={disabled} onClick={() => onSelect(p)}>
            <span class={`${css.mark} ${css[p]}`} aria-hidden="true">
              {mark || plane()}
            </span>
            {name}
          </button>
        );
      })}
    </div>
  );
}
