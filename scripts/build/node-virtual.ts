// Lets Node import the app's modules that read the generated path table (virtual:paths, built by
// pages-plugin.ts from src/app/pages.ts), as Vite lets the app. Import it before any such module
// is loaded: playwright.config.ts does, so every spec can import src/lib/paths.ts and
// src/app/access.ts.

import { register } from 'node:module';
import { pathsModule } from './pages-plugin.ts';

register('./virtual-modules.mjs', { parentURL: import.meta.url, data: { 'virtual:paths': pathsModule() } });
