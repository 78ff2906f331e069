/** `npm run admin -- <command>`: the QA command line (see cli/run.ts and server/README.md). */
import { runCli } from './cli/run.ts';

process.exitCode = runCli(process.argv.slice(2));
