/** What the benches share: starting a server process and stopping it with its children. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';

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

/**
 * CPU time (user + system, ms) used so far by every live process of the process group `pgid` (a
 * server started by `start` and the processes it started), read from /proc; null where there is no
 * /proc. The difference over a measurement is what the server spent, apart from the load generator
 * on the same cores. `alsoCommand`: processes of that name are counted too (`postgres`, whose
 * backends do a PostgreSQL platform's queries outside its group).
 */
export function groupCpuMs(pgid, alsoCommand = null) {
  let dirs;
  try {
    dirs = fs.readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  for (const dir of dirs) {
    if (!/^\d+$/.test(dir)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${dir}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command name, which is in parentheses and may hold spaces: state, ppid, pgrp, ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (Number(fields[2]) !== pgid && command !== alsoCommand) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every platform Node runs on. */
const CLOCK_TICKS = 100;

/**
 * Runs `fn(url)` on a fresh database `site_bench_*` of the PostgreSQL server at `serverUrl`, dropped
 * afterwards whatever happens.
 */
export async function withFreshPostgres(serverUrl, fn) {
  const name = `site_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    process.stdout.write(`PostgreSQL: starting the platform on a fresh database ${name}...\n`);
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
