import type { RegisterRule } from '../../../../contract/system.ts';
import type { Db } from '../../db/connection.ts';

interface RuleRow {
  field: string;
  enabled: number;
  required: number;
  accepted_pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
  type: string;
}

export function getRegisterSettings(db: Db, merchant: string): Record<string, RegisterRule> {
  const rows = db.prepare('SELECT * FROM register_settings WHERE merchant = ? ORDER BY rowid').all(merchant) as RuleRow[];
  const rules: Record<string, RegisterRule> = {};
  for (const r of rows) {
    rules[r.field] = {
      enabled: r.enabled === 1,
      required: r.required === 1,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
      type: r.type,
    };
  }
  return rules;
}
