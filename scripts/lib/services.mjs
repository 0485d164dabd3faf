/**
 * Running the portal's two services from one command: shared by `pnpm start` (scripts/start.mjs, compiled services)
 * and `pnpm dev` (scripts/dev.mjs, sources under `tsx watch`).
 *
 * A {@link Supervisor} starts child processes, passes their output through (prefixed with the service's name when
 * asked) while keeping the last 64 KB of each, and turns every failure into one sentence on stderr ('port 3000 is
 * already in use by another process ...', 'cannot reach PostgreSQL at host:port ...') and exit code 1, stopping the
 * other children. Ctrl-C / SIGTERM stop them all. Readiness is "the URL answers AND the port is held by the child
 * started here, or one of its descendants" (checked through /proc on Linux; `tsx watch` serves from a grandchild).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Host and port of a postgres:// URL, for the 'cannot reach PostgreSQL at host:port' sentence. */
export function pgAddress(url) {
  try {
    const u = new URL(url);
    return `${u.hostname || '127.0.0.1'}:${u.port || '5432'}`;
  } catch {
    return 'the DATABASE_URL address';
  }
}

/** The address to reach a service bound to `host` from this machine (a wildcard bind answers on the loopback). */
export function reach(host) {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The sentence for a service that could not listen on its port, from its output's tail (undefined: not that). */
export function portSentence(tail, name, port, variable) {
  if (/EADDRINUSE|address already in use|already in use/i.test(tail))
    return `${name} cannot listen: port ${port} is already in use by another process (stop it, or set ${variable})`;
  if (/EACCES/.test(tail))
    return `${name} cannot listen on port ${port}: permission denied (choose another ${variable})`;
  return undefined;
}

/** True when something accepts TCP connections on host:port (i.e. the port is taken). */
function portAnswers(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    s.setTimeout(1000);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('timeout', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(false));
  });
}

/** `pid` and all its descendants (Linux /proc children lists); [pid] alone where /proc cannot tell. */
function processTree(pid) {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${all[i]}/task`)) {
        const kids = readFileSync(`/proc/${all[i]}/task/${task}/children`, 'utf8').trim();
        if (kids) all.push(...kids.split(/\s+/).map(Number));
      }
    } catch {
      /* exited, or no /proc */
    }
  }
  return all;
}

/**
 * Whether the process `pid` or a descendant holds a listening TCP socket on `port` (Linux /proc); undefined where
 * /proc cannot tell. Reads the listening sockets' inodes from /proc/net/tcp{,6} and the processes' open sockets from
 * /proc/<pid>/fd.
 */
function ownsPort(pid, port) {
  try {
    const inodes = new Set();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      if (!existsSync(table)) continue;
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const f = line.trim().split(/\s+/);
        // f[1] local address "HEX_IP:HEX_PORT", f[3] state (0A = LISTEN), f[9] inode
        if (f.length > 9 && f[3] === '0A' && Number.parseInt(f[1].split(':')[1], 16) === Number(port)) inodes.add(f[9]);
      }
    }
    if (!inodes.size) return false;
    for (const p of processTree(pid)) {
      let fds = [];
      try {
        fds = readdirSync(`/proc/${p}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        let link = '';
        try {
          link = readlinkSync(`/proc/${p}/fd/${fd}`);
        } catch {
          continue;
        }
        const m = /^socket:\[(\d+)\]$/.exec(link);
        if (m && inodes.has(m[1])) return true;
      }
    }
    return false;
  } catch {
    return undefined;
  }
}

/**
 * Starts and watches the services of one command.
 * @param opts.tag prefix of this script's own lines, e.g. '[start]'; `opts.prefixOutput`: prefix every child line
 *   with its service name (dev, where several services write to one terminal).
 */
export function createSupervisor({ root, env, tag, prefixOutput = false }) {
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const children = new Set();
  let stopping = false;

  /** Prints the one failure sentence, stops every child and exits 1. */
  function fail(sentence) {
    console.error(`${tag} ${sentence}`);
    stopping = true;
    for (const c of children) c.kill('SIGTERM');
    process.exit(1);
  }

  for (const sig of ['SIGINT', 'SIGTERM'])
    process.on(sig, () => {
      stopping = true;
      const exits = [...children].map((c) => c.exited);
      for (const c of children) c.kill(sig);
      Promise.all(exits).then(() => process.exit(0));
    });

  /** Writes a child's chunk to `out`, each line prefixed with `[name]` when asked. */
  const passer = (name, out) => {
    if (!prefixOutput) return (c) => out.write(c);
    let partial = '';
    return (c) => {
      const lines = (partial + c.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const l of lines) out.write(`[${name}] ${l}\n`);
    };
  };

  /**
   * Starts one service: `command` with `args`, its output passed through and the last 64 KB kept, so that a failure
   * can be named by `explain(tail)` (else '<name> exited with code N; its log is above').
   * @returns the child, with `exited` (a promise of { code, signal }).
   */
  function run(name, command, args, extraEnv, explain) {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-65536);
    };
    const out = passer(name, process.stdout);
    const err = passer(name, process.stderr);
    child.stdout.on('data', (c) => {
      out(c);
      keep(c);
    });
    child.stderr.on('data', (c) => {
      err(c);
      keep(c);
    });
    child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.exited.then(({ code, signal }) => {
      children.delete(child);
      if (stopping) return;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      fail(explain(tail) ?? `${name} ${how}; its log is above`);
    });
    children.add(child);
    return child;
  }

  /**
   * Waits until `url` answers (any HTTP status) while `child` runs, then checks that the port belongs to `child` (or
   * a descendant). Calls {@link fail} on timeout or when another process answers.
   */
  async function waitReady(name, child, url, port, variable, seconds) {
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) return new Promise(() => {}); // exit handler reports
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
        await res.arrayBuffer();
        // settle: a child that lost the port race exits within moments
        await sleep(200);
        if (child.exitCode !== null || child.signalCode !== null) return new Promise(() => {});
        const owner = ownsPort(child.pid, port);
        if (owner === false)
          fail(
            `port ${port} answers, but not from the ${name} started here: another process holds it (stop it, or set ${variable})`,
          );
        return;
      } catch {
        /* not up yet */
      }
      await sleep(250);
    }
    fail(`${name} did not answer on ${url} within ${seconds} s; its log is above`);
  }

  /** Fails with the port sentence when something already listens on host:port, before starting anything there. */
  async function ensureFree(name, host, port, variable) {
    if (await portAnswers(reach(host).replace(/^\[|\]$/g, ''), Number(port)))
      fail(`${name} cannot listen: port ${port} is already in use by another process (stop it, or set ${variable})`);
  }

  return { run, fail, waitReady, ensureFree, children };
}
