// Loaded on first use (and prefetched when the browser is idle): the confirm dialog and the busy
// indicator, which no first paint needs.

import { useLingui } from '@lingui/react/macro';
import { BusyOverlay } from '@/components/busy/BusyOverlay';
import { ConfirmDialog } from '@/components/confirm-dialog/ConfirmDialog';
import { answerConfirm, busy, confirmRequest } from '@/state/ui';

export default function Overlays() {
  const { t } = useLingui();
  const req = confirmRequest.value;
  const working = busy.value;
  return (
    <>
      {req && (
        <ConfirmDialog
          message={req.message}
          title={req.title}
          confirmText={req.confirmText}
          cancelText={req.cancelText}
          alert={req.alert}
          onAnswer={answerConfirm}
        />
      )}
      {working && <BusyOverlay label={working.label ?? t`Please wait`} />}
    </>
  );
}
