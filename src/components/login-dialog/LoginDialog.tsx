// The login dialog, also the specification's "login pop-up list" (§2 "Home screen", §8 "not logged
// in, please login first"): what a guest sees when they tap something that needs a session. The
// ways in are links (their addresses come from the caller); `onGo` navigates in-app.

import { useLingui } from '@lingui/react/macro';
import { Modal } from '@/components/modal/Modal';
import css from './LoginDialog.module.css';

export interface LoginDialogProps {
  loginHref: string;
  /** Absent when the merchant has no way to register. */
  registerHref?: string;
  /** Absent when free trial is off. */
  trialHref?: string;
  onGo: (href: string) => void;
  onClose: () => void;
}

export function LoginDialog({ loginHref, registerHref, trialHref, onGo, onClose }: LoginDialogProps) {
  const { t } = useLingui();
  const entries: Array<[href: string | undefined, label: string, look: string | undefined]> = [
    [loginHref, t`Log in`, css.primary],
    [registerHref, t`Register`, css.secondary],
    [trialHref, t`Free trial`, css.secondary],
  ];
  return (
    <Modal title={t`Log in to continue`} closeLabel={t`Close`} onClose={onClose}>
      <p class={css.message}>{t`You are not logged in, please login first`}</p>
      <ul class={css.list}>
        {entries.map(
          ([href, label, look]) =>
            href && (
              <li key={label}>
                <a
                  href={href}
                  class={look}
                  onClick={(e) => {
                    e.preventDefault();
                    onGo(href);
                  }}
                >
                  {label}
                </a>
              </li>
            ),
        )}
        <li>
          <button type="button" class={css.cancel} onClick={onClose}>{t`Cancel`}</button>
        </li>
      </ul>
    </Modal>
  );
}
