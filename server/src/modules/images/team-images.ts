/**
 * Demo team images (/cdn/teams/<slug>.svg): simplified national flags and club crests, square
 * so the client may also crop them round. Shapes only, no text: no font can go missing.
 */

const SHIELD = 'M32 4l24 8v20c0 14-11 23-24 28C19 55 8 46 8 32V12z';

const BODIES: Readonly<Record<string, string>> = {
  bangladesh: '<rect width="64" height="64" fill="#006a4e"/><circle cx="28" cy="32" r="14" fill="#f42a41"/>',
  india:
    '<rect width="64" height="22" fill="#ff9933"/><rect y="21" width="64" height="22" fill="#fff"/>' +
    '<rect y="42" width="64" height="22" fill="#138808"/>' +
    '<circle cx="32" cy="32" r="7" fill="none" stroke="#000080" stroke-width="1.6"/><circle cx="32" cy="32" r="1.8" fill="#000080"/>',
  pakistan:
    '<rect width="64" height="64" fill="#01411c"/><rect width="16" height="64" fill="#fff"/>' +
    '<circle cx="40" cy="34" r="13" fill="#fff"/><circle cx="44.5" cy="30.5" r="11.5" fill="#01411c"/>' +
    '<path d="M48 20l1.5 4.4h4.6l-3.7 2.7 1.4 4.4-3.8-2.7-3.8 2.7 1.4-4.4-3.7-2.7h4.6z" fill="#fff"/>',
  sri_lanka:
    '<rect width="64" height="64" fill="#ffbe29"/><rect x="4" y="4" width="10" height="56" fill="#00534e"/>' +
    '<rect x="14" y="4" width="10" height="56" fill="#eb7400"/><rect x="28" y="4" width="32" height="56" fill="#8d153a"/>' +
    '<path d="M44 14v30M38 40h12M40 48h8" stroke="#ffbe29" stroke-width="3" stroke-linecap="round"/>',
  afghanistan:
    '<rect width="22" height="64"/><rect x="21" width="22" height="64" fill="#d32011"/>' +
    '<rect x="42" width="22" height="64" fill="#007a36"/><circle cx="32" cy="32" r="9" fill="none" stroke="#fff" stroke-width="2"/>',
  abahani:
    `<rect width="64" height="64" fill="#e8f4fb"/><path d="${SHIELD}" fill="#1e90d6" stroke="#0b3d5c" stroke-width="2"/>` +
    '<path d="M32 18l10 28h-5l-2-6h-6l-2 6h-5zm-1.5 17h3l-1.5-5z" fill="#fff" fill-rule="evenodd"/>',
  mohammedan:
    '<defs><clipPath id="s"><path d="' +
    SHIELD +
    '"/></clipPath></defs><rect width="64" height="64" fill="#f2f2f2"/>' +
    '<g clip-path="url(#s)"><rect width="64" height="64" fill="#fff"/><path d="M14 0h8v64h-8zm14 0h8v64h-8zm14 0h8v64h-8z" fill="#111"/></g>' +
    `<path d="${SHIELD}" fill="none" stroke="#111" stroke-width="2.5"/>`,
  bashundhara_kings:
    `<rect width="64" height="64" fill="#fdeee8"/><path d="${SHIELD}" fill="#e4002b" stroke="#7a0016" stroke-width="2"/>` +
    '<path d="M20 40l2-16 6 6 4-10 4 10 6-6 2 16z" fill="#f5c443"/>',
};

/** The team image of a slug, or undefined. */
export function teamImageSvg(slug: string): string | undefined {
  const body = Object.hasOwn(BODIES, slug) ? BODIES[slug] : undefined;
  return body && `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>`;
}
