// Whether a password is held from this session (state/held-password): then the form does not ask
// for the old one. Opening it is async (IndexedDB + Web Crypto), so the page waits for the answer
// before drawing the form rather than drawing a field and taking it away again.

import { useEffect, useState } from 'react';
import { dropHeldPassword, heldPassword } from '@/state/held-password';

/** A stuck IndexedDB (some private modes) must not hide the form: then ask for the old password. */
const GIVE_UP_MS = 1500;

export interface HeldPassword {
  /** undefined while checking; null when none is held. */
  value: string | null | undefined;
  /** The held password was refused by the server (changed elsewhere): forget it, ask instead. */
  drop: () => void;
}

export function useHeldPassword(): HeldPassword {
  const [value, setValue] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<null>((resolve) => (timer = setTimeout(resolve, GIVE_UP_MS, null)));
    const settle = (held: string | null) => {
      clearTimeout(timer);
      if (live) setValue(held);
    };
    Promise.race([heldPassword(), giveUp]).then(settle, () => settle(null));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  const drop = () => {
    dropHeldPassword();
    setValue(null);
  };
  return { value, drop };
}
