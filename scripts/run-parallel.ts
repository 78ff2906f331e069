/**
 * `tsx scripts/run-parallel.ts lint typecheck …` (`npm run checks`): runs npm scripts at the same
 * time and fails if any fails. For the checks of `npm test` that are single-threaded
 * (dependency-cruiser, tsc, the catalog check, ESLint, Prettier) and touch nothing the others read:
 * on CI's two cores they take less than the sum. Each script's output is printed whole when it ends
 * (not interleaved), with its time.
 */
import { spawn } from 'node:child_process';

function run(script: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n--- ${script}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-parallel.ts <npm script>...');
  process.exit(2);
}
const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
