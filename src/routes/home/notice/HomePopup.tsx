// Mounts the announcement popup on home: the items and open state come from
// state/announcement-popup (group, filter, seen state, the 500 ms delay); leaving through a link or
// the go-to action counts as closing, so the popup does not greet the player again on return.
// The popup's code, with the HTML sanitiser, loads only when a popup opens (ARCHITECTURE §4): most
// visits after the first never need it. A failed load shows nothing and is tried again next time.

import { useEffect } from 'react';
import { signal } from '@preact/signals-react';
import { useLocation } from 'wouter-preact';
import type { AnnouncementPopup } from '@/components/announcement-popup/AnnouncementPopup';
import { contentLinkTarget } from '@/lib/content-link';
import { paths } from '@/lib/paths';
import { closePopup, shownPopups, watchPopups } from '@/state/announcement-popup';
import { loadHomeAnnouncements } from '@/state/home-announcements';
import { requireSession } from '@/state/login-prompt';

const popupView = signal<typeof AnnouncementPopup | null>(null);

const loadPopupView = () =>
  import('@/components/announcement-popup/AnnouncementPopup').then(
    (m) => void (popupView.value = m.AnnouncementPopup),
    () => {},
  );

export function HomePopup() {
  const [, navigate] = useLocation();
  const shown = shownPopups.value;
  const View = popupView.value;
  useEffect(() => {
    void loadHomeAnnouncements();
    return watchPopups();
  }, []);
  useEffect(() => {
    if (shown && !View) void loadPopupView();
  }, [shown, View]);
  if (!shown || !View) return null;
  const leave = (path: string | null) => {
    closePopup();
    if (path) navigate(path);
  };
  return (
    <View
      key={shown.group}
      items={shown.items}
      onClosed={closePopup}
      onGoTo={() => leave(requireSession() ? paths.rewardCenter : null)}
      onLink={(href) => {
        // Spec §2: http(s) opens externally, anything else must be an in-app route (or nothing).
        const target = contentLinkTarget(href);
        if (target?.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
        else if (target) leave(target.path);
      }}
    />
  );
}
