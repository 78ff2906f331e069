// The home contract prompts offer a contract page's button exactly when that page is built (issue
// 17: no button into "not available yet"). Here, not beside the prompts: routes do not import the
// shell's route tables.
import { describe, expect, it } from 'vitest';
import { nameOf } from '@/lib/paths';
import { contractPages, contractPaths, type ContractKind } from '@/routes/home/contracts/contract-rules';
import { pages } from './pages';

describe('contract prompt pages', () => {
  it.each(Object.keys(contractPaths) as ContractKind[])('the %s prompt offers its page exactly when the page is built', (kind) => {
    const unbuilt = pages[nameOf(contractPaths[kind])].module.folder === 'unavailable';
    expect(contractPages[kind]).toBe(unbuilt ? null : contractPaths[kind]);
  });
});
