import { describe, expect, it } from 'vitest';
import { launchStep, prizeModeOf, prizeModeOfType, type GameRef } from './launch-rules';

const game = (patch: Partial<GameRef> = {}): GameRef => ({
  nodeId: '101',
  gameId: 'g-7',
  gameCode: 'JL_FORTUNE',
  gameType: 'RNG',
  vendor: 'JL',
  roomId: '',
  supportPlay: '1',
  playType: '',
  ...patch,
});

describe('launchStep (spec doc. 2 §4 "Game launch")', () => {
  it('sends a guest to log in, whatever the game', () => {
    expect(launchStep(game(), 'Lott', false)).toEqual({ kind: 'login' });
    expect(launchStep(game({ vendor: 'TCG_SEA' }), 'Lott', false)).toEqual({ kind: 'login' });
  });

  it('opens the lottery lobby for TCG_LOTTO_VN and TCG_SEA', () => {
    expect(launchStep(game({ vendor: 'TCG_LOTTO_VN' }), 'Lott', true)).toEqual({ kind: 'route', to: '/m/lottery' });
    expect(launchStep(game({ vendor: 'TCG_SEA' }), 'Elott', true)).toEqual({ kind: 'route', to: '/m/lottery' });
  });

  it('opens the lottery launch page for LOTT and ELOTT with the prize mode and play type', () => {
    expect(launchStep(game({ vendor: 'LOTT', gameCode: 'L1' }), 'Lott', true)).toEqual({
      kind: 'route',
      to: '/m/launchGame?vendor=LOTT&gameCode=L1&prizeMode=Lott',
    });
    expect(launchStep(game({ vendor: 'ELOTT', gameCode: 'E1', playType: 'trad' }), 'Elott', true)).toEqual({
      kind: 'route',
      to: '/m/launchGame?vendor=ELOTT&gameCode=E1&prizeMode=Elott&playType=trad',
    });
  });

  it('starts any other game through the launcher, with the room id as game id when there is one', () => {
    const params = { gameType: 'RNG', vassalage: 'JL', gameCode: 'JL_FORTUNE', nodeId: '101', supportPlay: '1' };
    expect(launchStep(game(), 'Lott', true)).toEqual({ kind: 'launch', params: { ...params, gameId: 'g-7' } });
    expect(launchStep(game({ roomId: 'r-3' }), 'Lott', true)).toEqual({ kind: 'launch', params: { ...params, gameId: 'r-3' } });
  });
});

describe('prizeModeOf (spec doc. 2 §3 "Prize mode")', () => {
  const elott = (vendor: string) => ({ category: 'ELOTT', vendors: [{ vendor, gameType: 'ELOTT', name: vendor }] });

  it('is the entertainment mode with TCG_LOTTO_VN or LOTT under ELOTT', () => {
    expect(prizeModeOf([elott('TCG_LOTTO_VN')])).toBe('Elott');
    expect(prizeModeOf([elott('LOTT')])).toBe('Elott');
  });

  it('is the standard mode otherwise', () => {
    expect(prizeModeOf([])).toBe('Lott');
    expect(prizeModeOf([elott('OTHER')])).toBe('Lott');
    expect(prizeModeOf([{ category: 'LOTT', vendors: [{ vendor: 'LOTT', gameType: 'LOTT', name: '' }] }])).toBe('Lott');
  });
});

describe('prizeModeOfType', () => {
  it('plays an ELOTT game in the entertainment mode, any other in the standard one', () => {
    expect(prizeModeOfType('ELOTT')).toBe('Elott');
    expect(prizeModeOfType('LOTT')).toBe('Lott');
  });
});
