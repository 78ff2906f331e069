// The login captcha (specification §4): hidden until a failed login asks for it, then shown with a
// fresh picture for every later attempt. The server consumes a captcha on every check, right or
// wrong, so each failed attempt that sent one needs a new picture. A newer load cancels an older
// one, so a slow answer never replaces a newer picture.

import { useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '@/api/session';

export interface Captcha {
  shown: boolean;
  /** A data URL; null while loading or after a failed load. */
  image: string | null;
  loading: boolean;
  /** Shows the field (if hidden) with a fresh picture. */
  reload: () => void;
}

export function useCaptcha(): Captcha {
  const [shown, setShown] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const reload = () => {
    pending.current?.abort();
    const ctl = new AbortController();
    pending.current = ctl;
    setShown(true);
    setImage(null);
    setLoading(true);
    fetchCaptcha(ctl.signal).then(
      (src) => !ctl.signal.aborted && setImage(src),
      () => {}, // the field offers "tap to retry"
    ).finally(() => !ctl.signal.aborted && setLoading(false));
  };

  return { shown, image, loading, reload };
}
