/** The Netfleet mark and word; the link around it gives the accessible name. */
export function Logo() {
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M8 23V9h3l10 9.5V9h3v14h-3L11 13.5V23z" className="logo__glyph" />
      </svg>
      <span className="logo__text">Netfleet</span>
    </span>
  );
}
