// Line icons of the home shortcut row (after Feather, MIT): here, not in components/icon, so their
// bytes load with the home page only.

export const shortcutIcons = {
  deposit: 'M21 12V7H5a2 2 0 0 1 0-4h14v4M3 5v14a2 2 0 0 0 2 2h16v-5M18 12a2 2 0 0 0 0 4h4v-4z',
  withdraw: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  rebate: 'M1 4v6h6M3.5 15a9 9 0 1 0 2.1-9.4L1 10M9 15l6-6M9.5 9.5h0M14.5 14.5h0',
  missions: 'M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7',
} as const;

export function LineIcon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
