import type { Db } from '../db/connection.ts';
import type { Output } from './output.ts';
import { findMerchant } from '../modules/merchants/merchants.ts';
import type { WhiteLabelNode } from '../../../contract/system.ts';
import { getSwitchTree } from '../modules/whitelabel/switches.ts';

/** The `status` command's report: merchant flags, then the switch tree indented by depth. */
export function printStatus(db: Db, code: string, out: Output): void {
  const merchant = findMerchant(db, code);
  if (!merchant) return;
  const flag = (on: boolean): string => (on ? 'on' : 'off');
  out.log(`merchant     ${merchant.code} (${merchant.name}, ${merchant.currency})`);
  out.log(`maintenance  ${flag(merchant.maintenance)}`);
  out.log(`region       ${flag(merchant.regionRestricted)}`);
  out.log('switches');
  const print = (nodes: WhiteLabelNode[], depth: number): void => {
    for (const node of nodes) {
      const label = `${'  '.repeat(depth + 1)}${node.modId}`;
      out.log(`${label.padEnd(28)} ${node.enabled === '1' ? 'on' : 'off'}`);
      print(node.childrenNodes, depth + 1);
    }
  };
  print(getSwitchTree(db, code), 0);
}
