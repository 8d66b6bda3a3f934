// Which shared dependency this process cannot reach right now. An outage is logged once when it
// starts and once when it ends, never per request; while it lasts a probe asks the dependency again
// every few seconds, so its end is noticed even when no request would notice it. /readyz and (later)
// a metrics gauge read the current outages from here.
import type { FastifyBaseLogger } from 'fastify';
import { databaseUnreachableReason } from '../../db/unreachable';

export type Dependency = 'redis' | 'database';

export interface Outage {
  dependency: Dependency;
  since: Date;
  /** What went wrong, as the driver said it (never a secret: connection errors only). */
  reason: string;
}

/** What an outage means for the service, in the words of its log lines and of /readyz. */
export const CONSEQUENCE: Record<Dependency, string> = {
  redis: 'degraded: per-IP limits are counted by each process alone until Redis answers again',
  database: 'unavailable: API calls are answered 503 until the database answers again',
};

const PROBE_INTERVAL_MS = 2000;
const PROBE_TIMEOUT_MS = 2000;

type Probe = () => Promise<unknown>;

export class DependencyOutages {
  private readonly outages = new Map<Dependency, Outage>();
  private readonly probes = new Map<Dependency, Probe>();
  private readonly timers = new Map<Dependency, NodeJS.Timeout>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>) {}

  /** While `dependency` is down, `probe` is called every few seconds; its first success ends the outage. */
  setProbe(dependency: Dependency, probe: Probe): void {
    this.probes.set(dependency, probe);
  }

  down(dependency: Dependency, reason: string): void {
    if (this.outages.has(dependency)) return;
    this.outages.set(dependency, { dependency, since: new Date(), reason });
    const level = dependency === 'database' ? 'error' : 'warn';
    this.log[level]({ outage: dependency, reason }, `${dependency} unreachable: ${reason}; ${CONSEQUENCE[dependency]}`);
    this.probeUntilBack(dependency);
  }

  up(dependency: Dependency): void {
    const outage = this.outages.get(dependency);
    if (!outage) return;
    this.outages.delete(dependency);
    clearTimeout(this.timers.get(dependency));
    this.timers.delete(dependency);
    const seconds = Math.round((Date.now() - outage.since.getTime()) / 1000);
    this.log.info({ outage: dependency, seconds }, `${dependency} reachable again after ${seconds} s: outage over`);
  }

  /**
   * When `error` says the database cannot be reached, marks (or continues) that outage and answers true:
   * the caller then logs nothing of its own, so an outage is not a stack trace per request or job.
   * The same network errors come from other calls (an SMS gateway, a sign-in provider), so the first
   * one is believed only when the database's own probe fails too.
   */
  async noteIfDatabaseUnreachable(error: unknown): Promise<boolean> {
    const reason = databaseUnreachableReason(error);
    if (reason === null) return false;
    if (this.outages.has('database')) return true;
    if (await this.answers('database')) return false;
    this.down('database', reason);
    return true;
  }

  isDown(dependency: Dependency): boolean {
    return this.outages.has(dependency);
  }

  current(): Outage[] {
    return [...this.outages.values()];
  }

  /** Stops the probes (the app is closing). */
  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.probes.clear();
  }

  private async answers(dependency: Dependency): Promise<boolean> {
    const probe = this.probes.get(dependency);
    if (!probe) return false;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([probe(), deadline]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private probeUntilBack(dependency: Dependency): void {
    const probe = this.probes.get(dependency);
    if (!probe) return;
    const timer = setTimeout(() => {
      probe().then(
        () => this.up(dependency),
        () => {
          if (this.outages.has(dependency) && this.timers.get(dependency) === timer) this.probeUntilBack(dependency);
        },
      );
    }, PROBE_INTERVAL_MS);
    timer.unref();
    this.timers.set(dependency, timer);
  }
}
