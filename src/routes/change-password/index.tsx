// /m/changePsw (specification §2 "Change-password screen", §4 "Password change"). Visitors never
// get here (the shell sends them home), so a session is always present.

import { session } from '@/state/session';
import { ChangeForm } from './ChangeForm';
import { useHeldPassword } from './use-held-password';
import css from './change-password.module.css';

export default function ChangePasswordPage() {
  const held = useHeldPassword();
  const userName = session.value?.userName ?? '';
  return <div class={css.page}>{held.value !== undefined && <ChangeForm userName={userName} held={held.value} onHeldRefused={held.drop} />}</div>;
}
