import { describe, expect, it } from 'vitest';
import { openDb } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { seed } from '../../db/seed.ts';
import { buildSwitchTree, getSwitchTree, setSwitch } from './switches.ts';

describe('white-label switches', () => {
  it('builds a tree from parent pointers and drops cycles instead of looping', () => {
    const tree = buildSwitchTree([
      { modId: 'A', parentModId: null, enabled: true },
      { modId: 'B', parentModId: 'A', enabled: false },
      { modId: 'X', parentModId: 'Y', enabled: true },
      { modId: 'Y', parentModId: 'X', enabled: true },
    ]);
    expect(tree).toEqual([{ modId: 'A', enabled: '1', childrenNodes: [{ modId: 'B', enabled: '0', childrenNodes: [] }] }]);
  });

  it('setSwitch updates a key, or creates an unknown one as a root', () => {
    const db = openDb(':memory:');
    migrate(db);
    seed(db);
    expect(setSwitch(db, 'bdm01', 'GOOGLELOGIN3', true)).toEqual({ modId: 'GOOGLELOGIN3', created: false, before: false, after: true });
    expect(setSwitch(db, 'bdm01', 'NEWKEY3', false).created).toBe(true);
    const roots = getSwitchTree(db, 'bdm01').map((n) => n.modId);
    expect(roots.at(-1)).toBe('NEWKEY3');
    expect(() => setSwitch(db, 'bdm01', 'bad key', true)).toThrow(/Invalid switch key/);
    expect(() => setSwitch(db, 'zz', 'A', true)).toThrow(/Unknown merchant/);
    db.close();
  });
});
