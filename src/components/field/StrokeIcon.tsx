// Line icons for the field controls (after Feather, MIT). Kept here, not in components/icon, so
// their bytes load with the account pages instead of the entry chunk.

export const glyphs = {
  clear: 'M18 6L6 18M6 6l12 12',
  eye: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12zm11-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12zm11-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM3 3l18 18',
};

export function StrokeIcon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
      <path d={d} />
    </svg>
  );
}
