// The registration captcha: a picture on page load (when the merchant asks for one) and on
// request (a tap on the picture, or after a failed submit, since the server uses a captcha up when
// it checks it). A newer request supersedes an older one still on its way.

import { useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '@/api/session';

export function useCaptcha(enabled: boolean) {
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const current = useRef<AbortController | null>(null);

  const reload = () => {
    current.current?.abort();
    const request = new AbortController();
    current.current = request;
    setLoading(true);
    fetchCaptcha(request.signal)
      .then((picture) => picture, () => null)
      .then((picture) => {
        if (current.current !== request) return;
        setImage(picture);
        setLoading(false);
      });
  };

  useEffect(() => {
    if (enabled) reload();
    return () => {
      current.current?.abort();
      current.current = null;
    };
  }, [enabled]);

  return { image, loading, reload };
}
