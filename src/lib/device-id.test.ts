import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceId } from './device-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('deviceId', () => {
  it('creates a UUID once and keeps it in SHELL_deviceId', () => {
    const id = deviceId();
    expect(id).toMatch(UUID_V4);
    expect(localStorage.getItem('SHELL_deviceId')).toBe(id);
    expect(deviceId()).toBe(id);
  });

  it('keeps an id the platform stored before', () => {
    localStorage.setItem('SHELL_deviceId', '0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(deviceId()).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('replaces garbage, keeping this page load’s id', () => {
    const id = deviceId();
    localStorage.setItem('SHELL_deviceId', 'not-a-uuid');
    expect(deviceId()).toBe(id);
    expect(localStorage.getItem('SHELL_deviceId')).toBe(id);
  });

  it('builds a v4 UUID without crypto.randomUUID (plain http)', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    vi.resetModules();
    const fresh = await import('./device-id');
    const id = fresh.deviceId();
    expect(id).toMatch(UUID_V4);
    expect(fresh.deviceId()).toBe(id);
  });
});
