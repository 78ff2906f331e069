// ENTRY CHUNK. The global UI feedback held in state/ui and state/login-prompt. The toasts' live
// region is always in the document (screen readers announce additions to a region that already
// exists); the dialogs and the busy overlay load the first time they are needed, or earlier when
// the browser is idle.

import { lazy, Suspense } from 'react';
import { Toasts } from '@/components/toast/Toasts';
import { loginPromptOpen } from '@/state/login-prompt';
import { busy, confirmRequest, toasts } from '@/state/ui';

const loadOverlays = () => import('./Overlays');
const Overlays = lazy(loadOverlays);

/** Fetches the overlay code ahead of need, so a busy indicator shows at once even offline. */
export const prefetchOverlays = (): void => void loadOverlays().catch(() => {});

export function Feedback() {
  return (
    <>
      <Toasts items={toasts.value} />
      {(confirmRequest.value || busy.value || loginPromptOpen.value) && (
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      )}
    </>
  );
}
