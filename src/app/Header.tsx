// ENTRY CHUNK. The top header: the logo and account actions on home, a back arrow and the page
// title on inner pages (specification, "Layout"). The guest actions and the menu button are here
// (prerendered); the signed-in part and the pop-over menu load as one chunk of their own, started
// at boot when a session exists, so they arrive in parallel with the rest.

import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon/Icon';
import { LanguageSwitcher } from '@/components/language-switcher/LanguageSwitcher';
import { locale, setLocale } from '@/i18n/locale';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { switches } from '@/state/config';
import { dataSaver } from '@/state/data-saver';
import { session } from '@/state/session';
import css from './Header.module.css';

const loadParts = () => import('./header/member-parts');
const AccountBar = lazy(() => loadParts().then((m) => ({ default: m.AccountBar })));
const HeaderMenu = lazy(() => loadParts().then((m) => ({ default: m.HeaderMenu })));
if (session.peek()) void loadParts().catch(() => {});

export function Header({ kind, title, onBack }: { kind: 'logo' | 'back'; title: string; onBack: () => void }) {
  const { t } = useLingui();
  if (kind === 'back') {
    return (
      <header class={css.header}>
        <button type="button" class={css.back} aria-label={t`Back`} onClick={onBack}>
          <Icon name="back" />
        </button>
        <h1 class={css.title}>{title}</h1>
        <span class={css.spacer}>
          <DataSaverMark />
        </span>
      </header>
    );
  }
  return <HomeHeader />;
}

/** Data-saver mode is on (state/data-saver.ts): a small mark, named for screen readers. */
function DataSaverMark() {
  const { t } = useLingui();
  return dataSaver.value ? <span class={css.saver} role="img" aria-label={t`Data saver on`} title={t`Data saver on`} /> : null;
}

function HomeHeader() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const user = session.value;
  return (
    <header class={css.header}>
      <span class={css.logo} aria-label={env.brand} role="img">
        {env.brand}
      </span>
      <DataSaverMark />
      <div class={css.actions}>
        {user ? (
          <Suspense fallback={null}>
            <AccountBar userName={user.userName} />
          </Suspense>
        ) : (
          <>
            <Link href={paths.login} class={css.secondary}>{t`Log in`}</Link>
            {switches.value.DIRECTREG3 && <Link href={paths.register} class={css.primary}>{t`Register`}</Link>}
            <LanguageSwitcher current={locale.value} onChange={(l) => void setLocale(l)} />
          </>
        )}
        <button
          ref={menuButton}
          type="button"
          class={css.menu}
          aria-label={t`Menu`}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(!menuOpen)}
        />
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <HeaderMenu anchor={menuButton} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
