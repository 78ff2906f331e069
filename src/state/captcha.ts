// The captcha picture of the account forms (spec §2, §4): a fresh picture on demand, the older
// request abandoned so a slow answer cannot replace a newer picture. Login shows it only after a
// failure that asks for it (`reload` then shows it); registration loads it at once when enabled.

import { useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '@/api/session';

export interface Captcha {
  /** Whether the field is shown: from the first `reload`, or at once with `loadAtOnce`. */
  shown: boolean;
  /** A data URL; null while loading or after a failed load (the field offers "tap to retry"). */
  image: string | null;
  loading: boolean;
  /** Shows the field (if hidden) with a fresh picture. */
  reload: () => void;
}

export function useCaptcha(loadAtOnce = false): Captcha {
  const [shown, setShown] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const current = useRef<AbortController | null>(null);

  const reload = () => {
    current.current?.abort();
    const request = new AbortController();
    current.current = request;
    setShown(true);
    setImage(null);
    setLoading(true);
    const settle = (picture: string | null) => {
      if (current.current !== request) return;
      setImage(picture);
      setLoading(false);
    };
    fetchCaptcha(request.signal).then(settle, () => settle(null));
  };

  useEffect(() => {
    if (loadAtOnce) reload();
    else setShown(false);
    return () => {
      current.current?.abort();
      current.current = null;
    };
  }, [loadAtOnce]);

  return { shown, image, loading, reload };
}
