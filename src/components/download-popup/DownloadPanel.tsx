// The download entries (spec doc. 2 §2 "Download popup", §9): the Android, iOS and mobile-profile
// entries under lib/download-entries.ts's rules, the bonus teaser, a help-centre link, and the
// home-screen guide step, which the profile entry opens (the home-screen entry itself is never
// shown). Links arrive obfuscated and decode here; one that does not decode is no link. Shown in
// the member centre's popup (DownloadPopup) and as the /m/appDownload page.

import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ResourceLink } from '@/api/types';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { downloadEntries, guideStep, type Device, type EntryKind } from '@/lib/download-entries';
import { revealLink } from '@/lib/reveal-link';
import css from './DownloadPopup.module.css';

/** Spec doc. 2 §9: "Download bonus teaser: 8,888". */
const DOWNLOAD_BONUS = 8888;

type Links = Partial<Record<'IOS' | 'ANDROID' | 'MOBILECONFIG', string>>;

async function decodeLinks(resources: readonly ResourceLink[]): Promise<Links> {
  const out: Links = {};
  for (const type of ['IOS', 'ANDROID', 'MOBILECONFIG'] as const) {
    const entry = resources.find((r) => r.resourceType.toUpperCase() === type);
    const url = entry && (await revealLink(entry.url));
    if (url) out[type] = url;
  }
  return out;
}

export interface DownloadPanelProps {
  resources: readonly ResourceLink[];
  device: Device;
  /** localStorage WEBCLIP: "1" once the configuration profile is installed. */
  webclipFlag: string | null;
  currency: string;
  /** The merchant hid the iOS entry. */
  iosHidden?: boolean;
  /** Opens the help centre (/m/help). */
  onHelp: () => void;
}

export function DownloadPanel({ resources, device, webclipFlag, currency, iosHidden = false, onHelp }: DownloadPanelProps) {
  const { t } = useLingui();
  const [links, setLinks] = useState<Links | null>(null);
  const [guide, setGuide] = useState(false);
  useEffect(() => {
    let live = true;
    void decodeLinks(resources).then((l) => live && setLinks(l));
    return () => void (live = false);
  }, [resources]);

  const hasProfile = !!links?.MOBILECONFIG;
  const entries = links ? downloadEntries({ device, hasIosLink: !!links.IOS, hasProfileLink: hasProfile, webclipFlag, iosHidden }) : [];
  const step = guideStep(device, hasProfile);
  const labels: Record<EntryKind, string> = { android: t`Android app`, ios: t`iOS app`, profile: t`Add to home screen (iOS)` };
  const url: Record<EntryKind, string | undefined> = { android: links?.ANDROID, ios: links?.IOS, profile: undefined };
  const bonus = formatMoney(DOWNLOAD_BONUS, locale.value, currency);

  return guide ? (
    <div class={css.body}>
      <p class={step.legacy ? css.warn : css.text}>
        {step.legacy
          ? t`Your iOS version is too old for the home-screen app. Please update iOS first.`
          : t`In Safari, tap the Share button, then choose “Add to Home Screen”.`}
      </p>
      <p class={css.note}>{t`The home-screen app needs iOS 12.4 or later.`}</p>
      {step.profileButton && (
        <a class={css.entry} href={links?.MOBILECONFIG} target="_blank" rel="noopener noreferrer">
          {t`Download the profile`}
        </a>
      )}
      <button type="button" class={css.link} onClick={() => setGuide(false)}>{t`Back to downloads`}</button>
    </div>
  ) : (
    <div class={css.body}>
      <p class={css.text}>{t`Download our app: bonus up to ${bonus}`}</p>
      {!links && <p class={css.note} role="status">{t`Loading…`}</p>}
      {entries.map((kind) =>
        kind === 'profile' ? (
          <button key={kind} type="button" class={css.entry} onClick={() => setGuide(true)}>
            {labels[kind]}
          </button>
        ) : url[kind] ? (
          <a key={kind} class={css.entry} href={url[kind]} target="_blank" rel="noopener noreferrer">
            {labels[kind]}
          </a>
        ) : (
          <button key={kind} type="button" class={css.entry} disabled>{t`${labels[kind]} (not available yet)`}</button>
        ),
      )}
      <button type="button" class={css.link} onClick={onHelp}>{t`Help centre`}</button>
    </div>
  );
}
