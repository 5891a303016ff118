// A fixed CPU budget per process for npm run bench:cluster (decision 0100): a cgroup of its own with a
// CFS quota (the most it may use: 0.4 = 40 ms of every 100 ms) and a high weight (so it gets that much
// even while other work keeps the machine busy). cgroup v1 (`/sys/fs/cgroup/cpu`, cpu.cfs_quota_us and
// cpu.shares) or v2 (`/sys/fs/cgroup`, cpu.max and cpu.weight). Where neither can be written (no root,
// a container without the controller), `cpuBudgets()` says why and the bench runs unpinned.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PERIOD_US = 100_000;

function writable(dir, name) {
  try {
    const probe = join(dir, `garlic-bench-probe-${process.pid}`);
    mkdirSync(probe);
    rmdirSync(probe);
    return true;
  } catch (error) {
    return `${name} at ${dir} is not writable (${error.code ?? error.message})`;
  }
}

/** The cgroup layout that can pin a process, or `{ unavailable: reason }`. */
function detect() {
  const v1 = '/sys/fs/cgroup/cpu';
  if (existsSync(join(v1, 'cpu.cfs_quota_us'))) {
    const ok = writable(v1, 'the cgroup v1 cpu controller');
    return ok === true ? { version: 1, root: v1 } : { unavailable: ok };
  }
  const v2 = '/sys/fs/cgroup';
  if (existsSync(join(v2, 'cgroup.controllers'))) {
    if (!readFileSync(join(v2, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('cpu')) return { unavailable: 'cgroup v2 has no cpu controller' };
    const ok = writable(v2, 'cgroup v2');
    if (ok !== true) return { unavailable: ok };
    try {
      if (!readFileSync(join(v2, 'cgroup.subtree_control'), 'utf8').includes('cpu')) writeFileSync(join(v2, 'cgroup.subtree_control'), '+cpu');
    } catch (error) {
      return { unavailable: `cgroup v2: cannot enable the cpu controller for child groups (${error.code ?? error.message})` };
    }
    return { version: 2, root: v2 };
  }
  return { unavailable: 'no cgroup cpu controller is mounted' };
}

/**
 * `pin(pid, name)` moves a process (all its threads) into a group of `cpus` CPUs and returns its
 * `{ throttled(), used(), remove() }`; `available` is false (with `reason`) where groups can't be made.
 */
export function cpuBudgets(cpus) {
  const found = detect();
  if (found.unavailable) return { available: false, reason: found.unavailable };
  const { version, root } = found;
  const groups = new Set();
  const quota = Math.round(cpus * PERIOD_US);
  return {
    available: true,
    describe: `cgroup v${version} (${root}): ${cpus} CPU each (quota ${quota} µs of every ${PERIOD_US} µs)`,
    pin(pid, name) {
      const dir = join(root, `garlic-bench-${process.pid}-${name}`);
      mkdirSync(dir, { recursive: true });
      if (version === 1) {
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
        writeFileSync(join(dir, 'cpu.shares'), String(1024 * 16));
      } else {
        writeFileSync(join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
        writeFileSync(join(dir, 'cpu.weight'), '1600');
      }
      writeFileSync(join(dir, 'cgroup.procs'), String(pid));
      groups.add(dir);
      const stat = () =>
        Object.fromEntries(
          readFileSync(join(dir, 'cpu.stat'), 'utf8')
            .trim()
            .split('\n')
            .map((line) => line.split(' '))
            .map(([k, v]) => [k, Number(v)]),
        );
      return {
        /** Periods in which the group used its whole quota (v1 nr_throttled, v2 nr_throttled) and all periods. */
        throttled: () => {
          const s = stat();
          return { periods: s.nr_periods, throttled: s.nr_throttled };
        },
        remove: () => emptyAndRemove(dir),
      };
    },
    /**
     * Puts processes in one group with the same high weight and no quota: what the instances depend on
     * (their PostgreSQL backends, the balancer, the load generator) is not starved by the rest of a busy
     * machine, so the instances' budgets, not those, limit a run. Call again to add processes.
     */
    favour(pids) {
      const dir = join(root, `garlic-bench-${process.pid}-favoured`);
      if (!groups.has(dir)) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, version === 1 ? 'cpu.shares' : 'cpu.weight'), version === 1 ? String(1024 * 16) : '1600');
        groups.add(dir);
      }
      for (const pid of pids) {
        try {
          writeFileSync(join(dir, 'cgroup.procs'), String(pid));
        } catch {
          // it exited meanwhile
        }
      }
    },
    removeAll() {
      for (const dir of groups) {
        try {
          emptyAndRemove(dir);
        } catch (error) {
          console.log(`could not remove ${dir}: ${error.message}`);
        }
      }
    },
  };

  /** A group can only be removed once empty: whatever still runs in it goes back to the root group. */
  function emptyAndRemove(dir) {
    if (!groups.has(dir)) return;
    for (const pid of readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
      try {
        writeFileSync(join(root, 'cgroup.procs'), pid);
      } catch {
        // it exited meanwhile
      }
    }
    // A process that just left (a PostgreSQL backend ending) can keep the group busy for a moment.
    for (let attempt = 1; ; attempt++) {
      try {
        rmdirSync(dir);
        break;
      } catch (error) {
        if (error.code !== 'EBUSY' || attempt === 50) throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      }
    }
    groups.delete(dir);
  }
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (ms, user + system) of a process from /proc, or undefined once it is gone. */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** The pids of every process whose command name is `comm` (e.g. every PostgreSQL backend). */
export function pidsNamed(comm) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm;
      } catch {
        return false;
      }
    })
    .map(Number);
}
