// The referral dialog (specification doc. 1 §2: the member centre's "Invite friends" and "Referral
// link management"). Components do not call the API: the opener passes the loader
// (`load={fetchReferralInfo}`), so the details load only when the dialog opens.

import { useLingui } from '@lingui/react/macro';
import type { ReferralInfo } from '@/api/referral';
import { LoadState } from '@/components/load-state/LoadState';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { Modal } from '@/components/modal/Modal';
import { ReferralPanel } from './ReferralPanel';

export interface ReferralDialogProps {
  load: (signal: AbortSignal) => Promise<ReferralInfo>;
  onClose: () => void;
}

export function ReferralDialog({ load, onClose }: ReferralDialogProps) {
  const { t } = useLingui();
  const { data, failed, retry } = useLocaleLoad((_, signal) => load(signal));
  return (
    <Modal title={t`Invite friends`} closeLabel={t`Close`} onClose={onClose}>
      {data ? <ReferralPanel info={data} /> : <LoadState failed={failed} onRetry={retry} />}
    </Modal>
  );
}
