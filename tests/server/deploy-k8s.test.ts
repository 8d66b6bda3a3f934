// The Kubernetes manifests (deploy/k8s) as the cluster would read them: probes on the server's health
// routes, migrations before serving, a stop that outlasts the server's shutdown deadline, and settings
// that server/config.ts reads and production accepts once the Secret's <...> are filled in.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../server/config';

interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: Array<{ name: string; value?: string }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  ports?: Array<{ name?: string; containerPort: number }>;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    replicas?: number;
    minAvailable?: number;
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    ports?: Array<{ port: number; targetPort: string | number }>;
    template?: {
      metadata: { labels: Record<string, string> };
      spec: { terminationGracePeriodSeconds?: number; initContainers?: Container[]; containers: Container[] };
    };
  };
}

const DIR = 'deploy/k8s';
const manifests: Manifest[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) => parseAllDocuments(readFileSync(path.join(DIR, file), 'utf8')).map((doc) => doc.toJS() as Manifest));
const one = (kind: string): Manifest => {
  const found = manifests.filter((m) => m.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!;
};

const deployment = one('Deployment');
const pod = deployment.spec!.template!;
const app = pod.spec.containers.find((c) => c.name === 'app')!;
const configMap = one('ConfigMap');
const secret = one('Secret');

/** The environment a pod gets, with the Secret's <...> placeholders filled in as its comment asks. */
function podEnvironment(): Record<string, string> {
  const filled = Object.fromEntries(
    Object.entries(secret.stringData ?? {}).map(([name, value]) => [name, value.replace(/<[^>]+>/g, () => randomBytes(36).toString('base64url'))]),
  );
  const inline = Object.fromEntries((app.env ?? []).map((e) => [e.name, e.value ?? '']));
  return { ...configMap.data, ...filled, ...inline };
}

describe('the Kubernetes manifests', () => {
  it('run 2+ replicas with liveness on /healthz and readiness on /readyz, on the container port', () => {
    expect(deployment.spec!.replicas).toBeGreaterThanOrEqual(2);
    const port = app.ports?.[0];
    expect(port?.containerPort).toBe(Number(podEnvironment().PORT));
    for (const probe of [app.livenessProbe, app.startupProbe]) expect(probe?.httpGet).toEqual({ path: '/healthz', port: port?.name });
    expect(app.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: port?.name });
  });

  it('migrate in an initContainer of the same image and settings, and the app does not migrate again', () => {
    const migrate = pod.spec.initContainers?.find((c) => c.name === 'migrate');
    expect(migrate?.command).toEqual(['node', 'dist-server/migrate.js']);
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts['db:migrate']).toBe('node dist-server/migrate.js');
    expect(migrate?.image).toBe(app.image);
    expect(migrate?.envFrom).toEqual(app.envFrom);
    expect(app.command).toEqual(['node', 'dist-server/main.js']);
    expect(podEnvironment().MIGRATE_ON_START).toBe('false');
  });

  it('give the server time to drain: preStop plus the shutdown deadline fit the grace period', () => {
    const preStop = app.lifecycle?.preStop?.exec?.command ?? [];
    expect(preStop[0]).toBe('sleep');
    const config = loadConfig(podEnvironment());
    // server/cluster.ts ends a cluster primary 5 s after the workers' own deadline.
    const needed = Number(preStop[1]) + config.SHUTDOWN_TIMEOUT_SECONDS + 5;
    expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(needed);
  });

  it('limit every container, and keep one pod through voluntary disruptions', () => {
    for (const container of [...(pod.spec.initContainers ?? []), ...pod.spec.containers]) {
      expect(container.resources?.limits?.memory, container.name).toBeTruthy();
      expect(container.resources?.limits?.cpu, container.name).toBeTruthy();
      expect(container.resources?.requests?.memory, container.name).toBeTruthy();
    }
    const budget = one('PodDisruptionBudget');
    expect(budget.spec!.selector!.matchLabels).toEqual(pod.metadata.labels);
    expect(budget.spec!.minAvailable).toBeLessThan(deployment.spec!.replicas!);
    const service = one('Service');
    expect(service.spec!.selector).toEqual(pod.metadata.labels);
    expect(service.spec!.ports?.[0]?.targetPort).toBe(app.ports?.[0]?.name);
  });

  it('name only variables server/config.ts reads, and make a configuration production accepts', () => {
    const env = podEnvironment();
    expect(Object.keys(env).filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
    for (const ref of app.envFrom ?? []) {
      expect([configMap.metadata.name, secret.metadata.name]).toContain(ref.configMapRef?.name ?? ref.secretRef?.name);
    }
    const config = loadConfig(env);
    expect(config.production).toBe(true);
    expect(config.REDIS_URL).toBeTruthy();
    expect(config.ADMIN_EMAIL && config.ADMIN_PASSWORD).toBeTruthy();
    // Each worker: its pool plus one LISTEN connection; PostgreSQL's default max_connections is 100.
    const connections = deployment.spec!.replicas! * config.WEB_CONCURRENCY * (config.DATABASE_POOL_SIZE + 1);
    expect(connections).toBeLessThanOrEqual(50);
  });
});
