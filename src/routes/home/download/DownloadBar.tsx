// The app download bar (specification §2 "Download bar"; spec 001 §1 and §9: the bonus teaser up to
// 8,888). Hidden when closed before (remembered), when installed or inside our app, with no link for
// this device, and — white-label switch DOWNLOADLOGIN3, ours — for guests. Fixed above the tab bar,
// with a spacer of its height at the end of the page, so appearing shifts nothing on screen.

import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { decodeStartupInfo } from '@/api/startup-info';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { isStandalone } from '@/lib/env';
import { isBoolean } from '@/lib/guards';
import { readJson, writeJson } from '@/lib/storage';
import { switches, systemStatus } from '@/state/config';
import { session } from '@/state/session';
import { APP_SHELL_MARKER, deviceDownload, isIos } from './download-link';
import css from './DownloadBar.module.css';

const CLOSED_KEY = 'downloadBarClosed';
const DOWNLOAD_BONUS = 8888;

/** Template colours are used only when they are plain colours: nothing else reaches a style. */
const COLOR = /^(#[\da-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;
const colour = (prop: 'background' | 'color', v: string) => (COLOR.test(v) ? { [prop]: v } : undefined);

export function DownloadBar() {
  const { t } = useLingui();
  const [closed, setClosed] = useState(() => readJson(CLOSED_KEY, isBoolean) === true);
  const [link, setLink] = useState<string | null>(null);
  const info = systemStatus.value?.info;
  const startup = useMemo(() => decodeStartupInfo(info), [info]);

  useEffect(() => {
    const { userAgent, maxTouchPoints } = navigator;
    if (closed || isStandalone() || userAgent.includes(APP_SHELL_MARKER)) return;
    let live = true;
    void deviceDownload(startup.resources, isIos(userAgent, maxTouchPoints)).then((url) => live && setLink(url));
    return () => void (live = false);
  }, [startup, closed]);

  if (closed || !link || (switches.value.DOWNLOADLOGIN3 && !session.value)) return null;
  const { app_background, app_desc, app_desc_font_color } = startup.mobileTemplate;
  const bonus = formatMoney(DOWNLOAD_BONUS, locale.value, startup.currency);
  const close = () => {
    setClosed(true);
    writeJson(CLOSED_KEY, true);
  };
  return (
    <>
      <div class={css.spacer} />
      <aside class={css.bar} style={colour('background', app_background)} aria-label={t`App download`}>
        <p class={css.text} style={colour('color', app_desc_font_color)}>
          <strong class={css.desc}>{app_desc || t`Get our app`}</strong>
          {t`Download bonus up to ${bonus}`}
        </p>
        <a class={css.download} href={link} target="_blank" rel="noopener noreferrer">
          {t`Download`}
        </a>
        <button type="button" class={css.close} aria-label={t`Close the download bar`} onClick={close}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2">
            <path d="M18 6L6 18M6 6l12 12" />
          </svg>
        </button>
      </aside>
    </>
  );
}
