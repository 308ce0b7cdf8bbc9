/**
 * Where a load's processor time goes, per request: this process (the app under load, or the ceiling's pg client),
 * the load's own clients, and the rest of the machine (PostgreSQL, and whatever else runs then). A route's share of
 * its ceiling is about the ceiling's time per request over the route's, so this says which part a miss is made of.
 */
import { readFileSync } from 'node:fs';

/** Seconds of processor time, of all cores. */
export interface CpuSplit {
  /** This process: the app under load, or the ceiling's pg client. */
  own: number;
  /** The load's clients (autocannon's process); none for a ceiling. */
  clients: number;
  /** Everything else the machine ran: PostgreSQL's processes, and any other work then. */
  rest: number;
}

/** Clock ticks a second of /proc/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** Busy seconds of all cores since boot: user, nice, system, irq and softirq of /proc/stat's first line. */
function machineBusy() {
  try {
    const [user, nice, system, , , irq, softirq] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0)) / TICKS;
  } catch {
    return Number.NaN; // not Linux: the split is not shown
  }
}

/** This process's processor time in seconds (all its threads: V8's collector and libuv's pool too). */
export function ownSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** The machine's and this process's time now; `split` answers the time since, given the clients' own. */
export function cpuMark() {
  const busy = machineBusy();
  const own = ownSeconds();
  return {
    split(clients = 0): CpuSplit {
      const ownSince = ownSeconds() - own;
      return { own: ownSince, clients, rest: Math.max(0, machineBusy() - busy - ownSince - clients) };
    },
  };
}

/** Microseconds of each part per request, as the bench's table shows them. */
export function perRequest(split: CpuSplit | undefined, requests: number) {
  if (!split || !requests || Number.isNaN(split.rest)) return undefined;
  const us = (seconds: number) => Math.round((seconds * 1e6) / requests);
  return { own: us(split.own), clients: us(split.clients), rest: us(split.rest) };
}
