// The merchant's categories for the hubs: the vendor data (fetched once per page load and shared
// with home and the launcher, state/home-games.ts) with ESPORTS and COCKFIGHT split out of SPORTS.

import { useEffect, useState } from 'react';
import { reorderCategories, type VendorCategory } from '@/lib/categories';
import { loadVendorData, vendorCategories } from '@/state/home-games';

export interface Categories {
  /** null until the vendor data is known. */
  list: VendorCategory[] | null;
  failed: boolean;
  retry: () => Promise<void>;
}

export function useCategories(): Categories {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const load = () =>
    loadVendorData().then(
      () => setState('ready'),
      () => setState('failed'),
    );
  useEffect(() => void load(), []);
  return {
    list: state === 'ready' ? reorderCategories(vendorCategories.value) : null,
    failed: state === 'failed',
    retry: () => (setState('loading'), load()),
  };
}
