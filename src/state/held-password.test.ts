import { describe, expect, it, vi } from 'vitest';
import { seal } from '@/lib/secret-box';
import { dropHeldPassword, heldPassword, holdPassword } from './held-password';

vi.mock('@/lib/secret-box', () => ({
  seal: vi.fn(async (t: string) => `sealed:${btoa(t)}`),
  open: vi.fn(async (s: string) => (s.startsWith('sealed:') ? atob(s.slice(7)) : null)),
}));

describe('held password', () => {
  it('is kept sealed in sessionStorage cpw until dropped', async () => {
    expect(await heldPassword()).toBeNull();
    await holdPassword('demo123');
    expect(sessionStorage.getItem('cpw')).toBe(`sealed:${btoa('demo123')}`);
    expect(await heldPassword()).toBe('demo123');
    dropHeldPassword();
    expect(await heldPassword()).toBeNull();
  });

  it('holds nothing when it cannot be sealed (the old-password field shows)', async () => {
    await holdPassword('demo123');
    vi.mocked(seal).mockResolvedValueOnce(null);
    await holdPassword('other');
    expect(await heldPassword()).toBeNull();
  });

  it('reads a value that does not open as nothing', async () => {
    sessionStorage.setItem('cpw', 'garbage');
    expect(await heldPassword()).toBeNull();
  });
});
