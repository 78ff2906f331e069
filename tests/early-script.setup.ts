// Vitest global setup of the client tests: builds the inline start-up script (src/early.ts) once,
// in the main process (Vite does not run inside the tests' VM contexts), for the tests that run it
// as a prerendered page does (`inject('earlyFunction')`, then scripts/build/early-script.ts's
// earlyScript()).
import type { TestProject } from 'vitest/node';
import { buildEarlyFunction } from '../scripts/build/early-script';

declare module 'vitest' {
  export interface ProvidedContext {
    earlyFunction: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('earlyFunction', await buildEarlyFunction());
}
