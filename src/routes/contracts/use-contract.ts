// The contract of one kind for the signed-in agent, as the page's own resource: keyed by the
// session (another member's never shows), loaded on mount, replaced by an answer's view.

import type { ContractKind } from '@/api/contract-terms';
import { fetchContract } from '@/api/contract-terms';
import { useResource } from '@/lib/use-resource';
import { session } from '@/state/session';

export const useContract = (kind: ContractKind) =>
  useResource(() => ({ key: () => session.value?.token ?? null, fetch: (_token: string, signal) => fetchContract(kind, signal) }), [kind]);
