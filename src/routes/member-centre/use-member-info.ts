// The signed-in member's profile for this page (the VIP label, the member type and the upline flag
// behind two shortcut gates). Loaded per session; a failure leaves null, and the page falls back to
// the session's name and type.

import { useEffect, useState } from 'react';
import { fetchMemberInfo, type MemberInfo } from '@/api/member';

export function useMemberInfo(token: string | undefined): MemberInfo | null {
  const [info, setInfo] = useState<MemberInfo | null>(null);
  useEffect(() => {
    setInfo(null);
    if (!token) return;
    const ctl = new AbortController();
    fetchMemberInfo(ctl.signal).then(setInfo, () => {});
    return () => ctl.abort();
  }, [token]);
  return info;
}
