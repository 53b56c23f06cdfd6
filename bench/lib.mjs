/** What the benches share: starting a server process and stopping it with its children. */
import { spawn } from 'node:child_process';

/**
 * Starts a process in its own process group (so `stop` ends it with everything it started) and
 * resolves once its standard output matches `ready`.
 */
export function start(cmd, args, env, ready, cwd) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (ready.test(out)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${cmd} exited with ${code}`)));
  });
}

/** Ends a process started by `start`, with its group. */
export function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
