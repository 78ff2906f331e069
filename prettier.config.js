// `npm run format` / `format:check` (in `npm run checks`). The options that changed the fewest lines
// of the code as it was written (docs/decisions.md, "Lint and format"): single quotes and a wide line;
// the rest are Prettier's defaults (semicolons, trailing commas everywhere, `(x) =>`).
/** @type {import('prettier').Config} */
export default {
  printWidth: 150,
  singleQuote: true,
};
