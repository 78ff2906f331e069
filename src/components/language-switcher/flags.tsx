// ENTRY CHUNK. Two tiny flags drawn inline (a flag per language, specification §1).

export function FlagBD() {
  return (
    <svg aria-hidden="true" viewBox="0 0 10 6" width="20" height="12">
      <rect width="10" height="6" fill="#006a4e" />
      <circle cx="4.5" cy="3" r="2" fill="#f42a41" />
    </svg>
  );
}

export function FlagGB() {
  return (
    <svg aria-hidden="true" viewBox="0 0 60 30" width="20" height="12">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" stroke-width="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" stroke-width="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" stroke-width="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" stroke-width="6" />
    </svg>
  );
}
