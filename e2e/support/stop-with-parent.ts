/**
 * Preloaded (`node --import`) into a server an e2e helper starts (own-server.ts). Its stdin is a
 * pipe from the helper's process, which the system closes however that process ends: a test
 * worker stopped after a hook's timeout, or killed. The server then stops as on SIGTERM, instead
 * of living on with its port and its copy of an old build.
 */
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
