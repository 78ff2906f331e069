// A component's own resource (lib/resource.ts): made when the component mounts or its inputs
// change, loaded at once, and stopped on unmount (its call aborted, its answer dropped).

import { useEffect, useMemo } from 'react';
import { resource, type Resource, type ResourceKey, type ResourceOptions } from './resource';

export function useResource<T, K extends ResourceKey = string>(options: () => ResourceOptions<T, K>, inputs: readonly unknown[]): Resource<T, K> {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's inputs, as with useMemo (each call's list is checked: eslint.config.js)
  const r = useMemo(() => resource<T, K>(options()), inputs);
  useEffect(() => {
    void r.load();
    return r.dispose;
  }, [r]);
  return r;
}
