import type { WhiteLabelNode } from '../../../../contract/system.ts';
import type { Db } from '../../db/connection.ts';
import { requireMerchant } from '../merchants/merchants.ts';
import { RuleError } from '../rule-error.ts';

export interface SwitchRow {
  modId: string;
  parentModId: string | null;
  enabled: boolean;
}

export function listSwitches(db: Db, merchant: string): SwitchRow[] {
  const rows = db
    .prepare(
      `SELECT mod_id, parent_mod_id, enabled FROM white_label_switches
       WHERE merchant = ? ORDER BY sort_order, mod_id`,
    )
    .all(merchant) as Array<{ mod_id: string; parent_mod_id: string | null; enabled: number }>;
  return rows.map((r) => ({ modId: r.mod_id, parentModId: r.parent_mod_id, enabled: r.enabled === 1 }));
}

/**
 * Builds the tree from parent pointers. Each node reports its own flag; a disabled parent does
 * not rewrite its children (the client decides how to combine them). Rows caught in a cycle have
 * no path to a root and are left out rather than looping forever.
 */
export function buildSwitchTree(rows: SwitchRow[]): WhiteLabelNode[] {
  const childrenOf = new Map<string | null, SwitchRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentModId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentModId, siblings);
  }
  const visited = new Set<string>();
  const toNode = (row: SwitchRow): WhiteLabelNode => {
    visited.add(row.modId);
    const children = (childrenOf.get(row.modId) ?? []).filter((c) => !visited.has(c.modId));
    return { modId: row.modId, enabled: row.enabled ? '1' : '0', childrenNodes: children.map(toNode) };
  };
  return (childrenOf.get(null) ?? []).map(toNode);
}

export function getSwitchTree(db: Db, merchant: string): WhiteLabelNode[] {
  return buildSwitchTree(listSwitches(db, merchant));
}

/**
 * A switch's own flag, read fresh (the admin CLI changes it from another process). Like the
 * client, a group node being off does not turn its children off; a missing key is off.
 */
export function isSwitchOn(db: Db, merchant: string, modId: string): boolean {
  const row = db.prepare('SELECT enabled FROM white_label_switches WHERE merchant = ? AND mod_id = ?').get(merchant, modId) as
    { enabled: number } | undefined;
  return row?.enabled === 1;
}

/** Refuses a call whose switch is off with function.not.available. */
export function requireSwitch(db: Db, merchant: string, modId: string): void {
  if (!isSwitchOn(db, merchant, modId)) throw new RuleError('function.not.available');
}

export const MOD_ID_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

export interface SwitchChange {
  modId: string;
  created: boolean;
  before: boolean | null;
  after: boolean;
}

/** Turns a switch on or off; an unknown key is created as a root node. */
export function setSwitch(db: Db, merchant: string, modId: string, on: boolean): SwitchChange {
  if (!MOD_ID_PATTERN.test(modId)) throw new Error(`Invalid switch key '${modId}' (letters, digits, _)`);
  return db
    .transaction((): SwitchChange => {
      requireMerchant(db, merchant);
      const row = db.prepare('SELECT enabled FROM white_label_switches WHERE merchant = ? AND mod_id = ?').get(merchant, modId) as
        { enabled: number } | undefined;
      if (row) {
        db.prepare('UPDATE white_label_switches SET enabled = ? WHERE merchant = ? AND mod_id = ?').run(on ? 1 : 0, merchant, modId);
        return { modId, created: false, before: row.enabled === 1, after: on };
      }
      db.prepare(
        `INSERT INTO white_label_switches (merchant, mod_id, parent_mod_id, enabled, sort_order)
       VALUES (?, ?, NULL, ?, (SELECT coalesce(max(sort_order), -1) + 1 FROM white_label_switches
                               WHERE merchant = ? AND parent_mod_id IS NULL))`,
      ).run(merchant, modId, on ? 1 : 0, merchant);
      return { modId, created: true, before: null, after: on };
    })
    .immediate();
}
