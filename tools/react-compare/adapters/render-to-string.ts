// React-build adapter for the prerender (vite.react.config.ts aliases `preact-render-to-string`
// here in its SSR build): the shell is rendered by React itself, so the client hydrates markup
// React produced.

// @ts-expect-error -- no types for react-dom/server here: TypeScript sees Preact under React's
// names (tsconfig.json paths) and @types/react-dom is not installed.
export { renderToString } from 'react-dom/server';
