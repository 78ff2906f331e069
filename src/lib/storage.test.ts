import { describe, expect, it, vi } from 'vitest';
import { isRecord } from './guards';
import { readJson, readString, removeKey, writeJson, writeString } from './storage';

const isPoint = (v: unknown): v is { x: number } => isRecord(v) && typeof v.x === 'number';

describe('storage', () => {
  it('round-trips JSON through the guard', () => {
    expect(writeJson('p', { x: 1 })).toBe(true);
    expect(readJson('p', isPoint)).toEqual({ x: 1 });
  });

  it('reads garbage as nothing and removes it', () => {
    localStorage.setItem('p', '{not json');
    expect(readJson('p', isPoint)).toBeNull();
    expect(localStorage.getItem('p')).toBeNull();
    localStorage.setItem('p', '{"x":"one"}');
    expect(readJson('p', isPoint)).toBeNull();
    expect(localStorage.getItem('p')).toBeNull();
  });

  it('survives a full storage', () => {
    const spy = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeString('k', 'v')).toBe(false);
    expect(writeJson('k', { x: 1 })).toBe(false);
    spy.mockRestore();
  });

  it('survives storage that throws on every access', () => {
    const spies = (['getItem', 'removeItem'] as const).map((m) =>
      vi.spyOn(localStorage, m).mockImplementation(() => {
        throw new Error('SecurityError');
      }),
    );
    expect(readString('k')).toBeNull();
    expect(readJson('k', isPoint)).toBeNull();
    expect(() => removeKey('k')).not.toThrow();
    for (const spy of spies) spy.mockRestore();
  });

  it('survives storage that is missing altogether', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readString('k')).toBeNull();
    expect(writeString('k', 'v')).toBe(false);
    vi.unstubAllGlobals();
  });

  it('refuses values that cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('k', cyclic)).toBe(false);
  });

  it('keeps local and session storage apart', () => {
    writeString('k', 'local');
    writeString('k', 'session', 'session');
    expect(readString('k')).toBe('local');
    expect(readString('k', 'session')).toBe('session');
  });
});
