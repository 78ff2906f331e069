// /m/appDownload: the download entries and the home-screen guide as a page, the same panel the
// member centre's popup shows (components/download-popup), for links that open it directly.

import { useMemo } from 'react';
import { useLocation } from 'wouter-preact';
import { decodeStartupInfo } from '@/api/startup-info';
import { DownloadPanel } from '@/components/download-popup/DownloadPanel';
import { isStandalone } from '@/lib/env';
import { deviceOf, WEBCLIP_KEY } from '@/lib/download-entries';
import { paths } from '@/lib/paths';
import { readString } from '@/lib/storage';
import { systemStatus } from '@/state/config';
import css from './app-download.module.css';

export default function AppDownloadPage() {
  const [, navigate] = useLocation();
  const status = systemStatus.value;
  const startup = useMemo(() => decodeStartupInfo(status?.info), [status]);
  return (
    <div class={css.page}>
      <DownloadPanel
        resources={startup.resources}
        // Prerendered without a browser: no navigator there.
        device={deviceOf(globalThis.navigator?.userAgent ?? '', globalThis.navigator?.maxTouchPoints ?? 0, isStandalone())}
        webclipFlag={readString(WEBCLIP_KEY)}
        currency={startup.currency}
        onHelp={() => navigate(paths.help)}
      />
    </div>
  );
}
