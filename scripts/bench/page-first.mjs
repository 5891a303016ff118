// The measured page's renderer first on this host's two cores (decision 0156). Lighthouse multiplies the
// wall time of the page's main-thread tasks by its CPU slowdown; on two cores that wall time also holds
// the moments the renderer waited while the harness ran: Chromium's browser process and software GPU
// compositor (Lighthouse's screenshots and protocol traffic) and the app's server. Their threads are
// given a lower priority (nice 10; raising one's own niceness needs no privilege); the zygote and the
// renderers it forks keep theirs. Linux only; `PAGE_FIRST=0` measures without it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

const niceness = 10;

const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

const parentOf = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
};

const childrenOf = (pid) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => parentOf(child) === pid);

/** Lowers the priority of every thread of `pid`. */
const behind = (pid) => {
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      setPriority(Number(tid), niceness);
    } catch {
      // A thread that ended meanwhile.
    }
  }
};

/**
 * Keeps the harness behind the page until the returned function is called: `pids` whole trees, and
 * `chromePid`'s tree but the zygote and renderers. Chromium sets its own priorities as it goes (the GPU
 * process's compositor at nice -8 when run as root, renderers at 5), so this is applied again every 100 ms.
 */
export function pageFirst({ chromePid, pids = [] }) {
  if (process.platform !== 'linux' || process.env.PAGE_FIRST === '0') return null;
  const walk = (pid, skipRenderers) => {
    if (!existsSync(`/proc/${pid}`)) return;
    if (skipRenderers && /--type=(zygote|renderer)/.test(commandOf(pid))) return;
    behind(pid);
    for (const child of childrenOf(pid)) walk(child, skipRenderers);
  };
  const apply = () => {
    for (const pid of pids) walk(pid, false);
    if (chromePid) walk(chromePid, true);
  };
  apply();
  const timer = setInterval(apply, 100);
  return () => clearInterval(timer);
}

/** The page's main thread in a Lighthouse trace: the thread CPU time of its tasks over their wall time. */
export function rendererShare(trace) {
  const events = trace.traceEvents ?? trace;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = { cpu: 0, wall: 0, tasks: 0 };
  for (const m of mains) {
    const tasks = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && e.name === 'RunTask');
    if (tasks.length <= best.tasks) continue;
    best = {
      tasks: tasks.length,
      wall: tasks.reduce((s, e) => s + e.dur, 0) / 1000,
      cpu: tasks.reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000,
    };
  }
  return best;
}
