import { readdirSync, readFileSync } from 'node:fs';
import { processCpuMs } from './pageLoad';

/** The processes one load run keeps busy, to account for where each request's CPU goes. */
export interface LoadProcesses {
  nodes: number[];
  /** nginx's master; its workers are found as its children. */
  proxy: number;
  /** The database the nodes use on the PostgreSQL server: its backends name it in their title. */
  database: string;
}

export interface CpuShares {
  nodes: number;
  proxy: number;
  database: number;
  /** This process: autocannon's clients. */
  bench: number;
}

/** CPU ms spent so far by each group (user + system, from /proc). */
export function cpuShares(processes: LoadProcesses): CpuShares {
  const table = readProcesses();
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuOf(pid), 0);
  const own = process.cpuUsage();
  return {
    nodes: sum(processes.nodes),
    proxy: sum([processes.proxy, ...table.filter((row) => row.ppid === processes.proxy).map((row) => row.pid)]),
    database: sum(
      table
        .filter((row) => row.title.startsWith('postgres:') && row.title.includes(` ${processes.database} `))
        .map((row) => row.pid),
    ),
    bench: (own.user + own.system) / 1000,
  };
}

export function cpuSpent(before: CpuShares, after: CpuShares): CpuShares {
  return {
    nodes: after.nodes - before.nodes,
    proxy: after.proxy - before.proxy,
    database: after.database - before.database,
    bench: after.bench - before.bench,
  };
}

/** A process may end between the listing and the read (a backend closing): it then counts nothing. */
function cpuOf(pid: number): number {
  try {
    return processCpuMs(pid);
  } catch {
    return 0;
  }
}

function readProcesses(): { pid: number; ppid: number; title: string }[] {
  const rows: { pid: number; ppid: number; title: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.split(') ')[1].split(' ')[1]);
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      rows.push({ pid: Number(entry), ppid, title });
    } catch {
      // gone meanwhile
    }
  }
  return rows;
}
