// The download popup (spec doc. 2 §2 "Download popup", §9): the download entries in a modal.

import { useLingui } from '@lingui/react/macro';
import { Modal } from '@/components/modal/Modal';
import { DownloadPanel, type DownloadPanelProps } from './DownloadPanel';

export interface DownloadPopupProps extends DownloadPanelProps {
  onClose: () => void;
}

export function DownloadPopup({ onClose, ...panel }: DownloadPopupProps) {
  const { t } = useLingui();
  return (
    <Modal title={t`App download`} closeLabel={t`Close`} onClose={onClose}>
      <DownloadPanel {...panel} />
    </Modal>
  );
}
