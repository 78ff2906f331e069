// ENTRY CHUNK. The page shell around every page of the app (start-up mode 0): header, the page
// with its fade, the footer tab bar, and the global feedback layer.

import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/spinner/Spinner';
import { env } from '@/lib/env';
import { useWaitBar } from '@/lib/wait-bar';
import { canonicalPath, href, nameOf, paths, type AppPath } from '@/lib/paths';
import { retryAll } from '@/lib/retry-all';
import { statusFailed, systemStatus } from '@/state/config';
import { session } from '@/state/session';
import { pageTitle, showToast } from '@/state/ui';
import { accessFor } from './access';
import { Feedback } from './Feedback';
import { Header } from './Header';
import { backTarget, layoutFor } from './layout-rules';
import { RouteBoundary } from './RouteBoundary';
import { pageFor, titleId } from './route-table';
import { TabBar } from './TabBar';
import { backSwipe } from './swipe';
import css from './Shell.module.css';

/** Fade on every page change except the first render and right after a back swipe. */
function usePageFade(path: AppPath): boolean {
  const shown = useRef<{ path: AppPath; fade: boolean } | null>(null);
  if (shown.current?.path !== path) shown.current = { path, fade: shown.current !== null && !backSwipe.recent() };
  return shown.current.fade;
}

/** While a page's chunk or catalogs load: the spinner, and the top bar (lib/wait-bar.ts). */
function PageWait({ label }: { label: string }) {
  useWaitBar();
  return <Spinner label={label} />;
}

export function Shell() {
  const { t, i18n } = useLingui();
  const [location, navigate] = useLocation();
  const search = useSearch();
  // Aliases render their page at once and the address is corrected; unknown paths go home.
  const path = canonicalPath(location) ?? paths.home;
  useEffect(() => {
    if (location !== path) navigate(search ? `${path}?${search}` : path, { replace: true });
  }, [location, path, search, navigate]);

  // Pages the player may not open send them elsewhere before anything of the page renders.
  const access = accessFor(path, session.value?.type ?? null);
  useEffect(() => {
    if (access.kind !== 'redirect') return;
    if (access.reason === 'trial') {
      // free_reject (spec §8): an "offline" toast for 2 s.
      showToast(t`Trial accounts cannot use this. Please register a real account.`, { kind: 'offline', duration: 2000 });
    }
    const back = search ? `${path}?${search}` : path;
    const go = (to: string) => navigate(to, { replace: true });
    // A member on log in or register goes where they were going: a rare case, so the check of that
    // address (lib/redirect.ts, which the login page has too) stays out of the entry.
    if (access.reason === 'member')
      void import('@/lib/redirect').then(
        (m) => go(m.redirectTarget(search)),
        () => go(paths.home),
      );
    // A visitor comes back after logging in.
    else go(access.to === paths.login ? href(paths.login, { redirect: back }) : access.to);
    // Once per page and verdict: a language switch (t) or a new search must not send or warn again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rest is read as it is then
  }, [access.kind, path]);

  const name = nameOf(path);
  const Page = pageFor(name);
  const layout = layoutFor(path);
  const title = pageTitle.value || i18n._(titleId(name));
  useEffect(() => {
    document.title = path === paths.home ? env.brand : `${title} · ${env.brand}`;
  }, [title, path]);
  const fade = usePageFade(path);

  const onBack = () => (backTarget(layout, history.length) === 'home' ? navigate(paths.home) : history.back());

  return (
    <div class={layout.footer ? css.withFooter : css.shell}>
      {layout.header !== 'none' && <Header kind={layout.header} title={title} onBack={onBack} />}
      {statusFailed.value && !systemStatus.value && (
        <button type="button" class={css.startupRetry} onClick={retryAll}>
          {t`Loading failed, tap to retry`}
        </button>
      )}
      <main key={path} class={fade ? css.fade : css.page}>
        <RouteBoundary onRetry={Page.reset}>
          <Suspense fallback={<PageWait label={t`Please wait`} />}>{access.kind === 'open' && <Page />}</Suspense>
        </RouteBoundary>
      </main>
      {layout.footer && <TabBar current={path} />}
      <Feedback />
    </div>
  );
}
