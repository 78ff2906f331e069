// The signed-in member's profile for this page (the VIP label, the member type and the upline flag
// behind two shortcut gates), as the page's own resource (lib/resource.ts): loaded per session; a
// failure leaves null, and the page falls back to the session's name and type.

import { fetchMemberInfo, type MemberInfo } from '@/api/member';
import { useResource } from '@/lib/use-resource';

export function useMemberInfo(token: string | undefined): MemberInfo | null {
  const info = useResource(() => ({ key: () => token ?? null, fetch: (_token, signal) => fetchMemberInfo(signal) }), [token]);
  return info.data.value ?? null;
}
