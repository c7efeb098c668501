/**
 * Runs a command as a child process and measures it: wall time, CPU time
 * (user + system of the whole process tree) and peak memory (the highest sum
 * of the resident set sizes of the process and all its descendants, sampled
 * from /proc every 20 ms; worker threads live in their process, so they are
 * counted with it).
 *
 * CPU time comes from GNU time (`/usr/bin/time -f`) when it is installed: its
 * figures include every descendant the process waited for. Without it, CPU is
 * summed from the /proc samples (utime + stime of each process seen, as of its
 * last sample), which slightly undercounts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export interface Measurement {
  readonly wallMs: number;
  /** User + system CPU of the process tree. */
  readonly cpuMs: number;
  readonly cpuSource: 'gnu-time' | 'proc-samples';
  /** Peak of the summed RSS of the process tree, in bytes (0 where /proc is missing). */
  readonly peakRssBytes: number;
  /** Peak RSS of the single largest process (GNU time's %M), in bytes, when known. */
  readonly maxProcessRssBytes: number;
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface MeasureOptions {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** @default 20 */
  readonly sampleEveryMs?: number;
}

const GNU_TIME = '/usr/bin/time';
const TIME_FORMAT = 'BENCH-TIME %e %U %S %M';

let gnuTimeAvailable: boolean | undefined;

/** GNU time, not a shell builtin nor BusyBox without -f: try it once. */
export function hasGnuTime(): boolean {
  if (gnuTimeAvailable !== undefined) return gnuTimeAvailable;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-gen-bench-'));
  try {
    const file = path.join(dir, 'time.txt');
    const result = spawnSync(GNU_TIME, ['-f', TIME_FORMAT, '-o', file, process.execPath, '-e', '0'], { stdio: 'ignore' });
    gnuTimeAvailable = result.status === 0 && parseTimeFile(readFileSync(file, 'utf8')) !== undefined;
  } catch {
    gnuTimeAvailable = false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return gnuTimeAvailable;
}

function parseTimeFile(text: string): { userS: number; sysS: number; maxRssKb: number } | undefined {
  const line = text.split('\n').find((l) => l.startsWith('BENCH-TIME '));
  if (line === undefined) return undefined;
  const [, , user, sys, maxRss] = line.trim().split(/\s+/);
  const values = [user, sys, maxRss].map(Number);
  if (values.some((v) => !Number.isFinite(v))) return undefined;
  return { userS: values[0]!, sysS: values[1]!, maxRssKb: values[2]! };
}

const PAGE_SIZE = readNumber(() => Number(spawnSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).stdout.trim()), 4096);
const CLOCK_TICKS = readNumber(() => Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()), 100);

function readNumber(read: () => number, fallback: number): number {
  try {
    const value = read();
    return Number.isFinite(value) && value > 0 ? value : fallback;
  } catch {
    return fallback;
  }
}

interface ProcStat {
  readonly ppid: number;
  /** utime + stime, in clock ticks. */
  readonly cpuTicks: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may itself hold spaces or parentheses.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
    return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

function readRssBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

/** The process and all its descendants: one pass over /proc (not every kernel has /proc/PID/task/TID/children). */
function listTree(root: number): Map<number, ProcStat> {
  const stats = new Map<number, ProcStat>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return stats;
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const stat = readStat(pid);
    if (stat === undefined) continue;
    stats.set(pid, stat);
    const list = children.get(stat.ppid);
    if (list) list.push(pid);
    else children.set(stat.ppid, [pid]);
  }
  const tree = new Map<number, ProcStat>();
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    const stat = stats.get(pid);
    if (stat === undefined) continue;
    tree.set(pid, stat);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Samples a process tree until stopped; keeps the peak summed RSS and each process's last CPU reading. */
class TreeSampler {
  peakRssBytes = 0;
  private readonly lastCpuTicks = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;
  private members: number[] = [];
  private samples = 0;

  constructor(
    private readonly root: number,
    /** The GNU time wrapper is not part of what is measured. */
    private readonly excludeRoot: boolean,
    everyMs: number,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  sample(): void {
    // Walking all of /proc costs more than the sample itself, and the
    // benchmark must not steal CPU from what it measures: look for new
    // processes every fifth sample, and only re-read the known ones between.
    if (this.samples++ % 5 === 0) this.members = [...listTree(this.root).keys()];
    let rss = 0;
    for (const pid of this.members) {
      if (this.excludeRoot && pid === this.root) continue;
      const stat = readStat(pid);
      if (stat === undefined) continue;
      rss += readRssBytes(pid);
      this.lastCpuTicks.set(pid, stat.cpuTicks);
    }
    if (rss > this.peakRssBytes) this.peakRssBytes = rss;
  }

  stop(): { peakRssBytes: number; cpuMs: number } {
    clearInterval(this.timer);
    let ticks = 0;
    for (const value of this.lastCpuTicks.values()) ticks += value;
    return { peakRssBytes: this.peakRssBytes, cpuMs: (ticks * 1000) / CLOCK_TICKS };
  }
}

export async function measureCommand({ command, args, cwd, env, sampleEveryMs = 20 }: MeasureOptions): Promise<Measurement> {
  const useTime = hasGnuTime();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-gen-bench-'));
  const timeFile = path.join(dir, 'time.txt');
  const [file, fileArgs] = useTime ? [GNU_TIME, ['-f', TIME_FORMAT, '-o', timeFile, command, ...args]] : [command, [...args]];
  try {
    const started = performance.now();
    const child = spawn(file, fileArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    const sampler = child.pid === undefined ? undefined : new TreeSampler(child.pid, useTime, sampleEveryMs);
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    });
    const wallMs = performance.now() - started;
    const sampled = sampler?.stop() ?? { peakRssBytes: 0, cpuMs: 0 };
    const timed = useTime ? parseTimeFile(readFileSync(timeFile, 'utf8')) : undefined;
    return {
      wallMs,
      cpuMs: timed ? (timed.userS + timed.sysS) * 1000 : sampled.cpuMs,
      cpuSource: timed ? 'gnu-time' : 'proc-samples',
      peakRssBytes: Math.max(sampled.peakRssBytes, timed ? timed.maxRssKb * 1024 : 0),
      maxProcessRssBytes: timed ? timed.maxRssKb * 1024 : 0,
      exitCode,
      stdout: Buffer.concat(stdout).toString('utf8'),
      stderr: Buffer.concat(stderr).toString('utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
