// README's Docker Compose commands, taken from README.md itself and run as written, except that Debian's
// docker-compose 1.29 (no daemon needed) prints the parsed configuration (`config`) instead of `up`.
// The result must be a configuration production accepts, and the connections must fit PostgreSQL.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../server/config';

const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
if (!hasCompose) console.warn('deploy-compose.test.ts skipped: docker-compose is missing (apt-get install -y docker-compose)');

interface ComposeService {
  environment?: Record<string, string | number>;
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
}

/** The shell block of README's "The reference deployment" section, comments and blank lines left out. */
function readmeCommands(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('### The reference deployment (Docker Compose)'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

/** `docker compose <options> up ...` as docker-compose 1.29 printing the configuration instead. */
function asConfigCommand(command: string): string {
  const match = /^docker compose (.*?)\s*\bup\b.*$/.exec(command);
  if (!match) throw new Error(`README's last command is not \`docker compose ... up\`: ${command}`);
  return `docker-compose ${match[1]} config`;
}

/** What README's "fill in every empty value" means, done the way an operator would. */
function fillIn(envFile: string, values: Record<string, string>): void {
  const filled = readFileSync(envFile, 'utf8').replace(/^([A-Z_]+)=$/gm, (_line, name: string) => {
    const value = values[name] ?? randomBytes(36).toString('base64url');
    return `${name}=${value}`;
  });
  writeFileSync(envFile, filled);
}

const run = (command: string, cwd: string) => spawnSync('sh', ['-c', command], { cwd, encoding: 'utf8' });

const SITE = 'rewards.deploy-test.example';

describe.skipIf(!hasCompose)('the reference deployment, as README.md says to start it', () => {
  let dir = '';
  const project = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'deploy-compose-'));
    cpSync('compose.yaml', path.join(dir, 'compose.yaml'));
    cpSync('Dockerfile', path.join(dir, 'Dockerfile'));
    mkdirSync(path.join(dir, 'deploy'));
    for (const file of ['env.example', 'Caddyfile']) cpSync(path.join('deploy', file), path.join(dir, 'deploy', file));
    return dir;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is a copy of the example, filled in, then one docker compose command', () => {
    const commands = readmeCommands();
    expect(commands).toHaveLength(2);
    expect(commands[0]).toBe('cp deploy/env.example deploy/.env');
    expect(commands[1]).toMatch(/^docker compose --env-file deploy\/\.env up\b/);
  });

  it('stops with a message while deploy/.env is not filled in, or not passed with --env-file', () => {
    const cwd = project();
    const [copy, up] = readmeCommands();
    expect(run(copy!, cwd).status).toBe(0);
    const unfilled = run(asConfigCommand(up!), cwd);
    expect(unfilled.status).not.toBe(0);
    expect(unfilled.stderr).toMatch(/set [A-Z_]+ in deploy\/\.env/);

    fillIn(path.join(cwd, 'deploy/.env'), { SITE_ADDRESS: SITE });
    const withoutEnvFile = run('docker-compose config', cwd);
    expect(withoutEnvFile.status).not.toBe(0);
    expect(withoutEnvFile.stderr).toContain('--env-file deploy/.env');
  });

  it('gives the app a configuration production accepts, an admin, and connections that fit PostgreSQL', () => {
    const cwd = project();
    const [copy, up] = readmeCommands();
    expect(run(copy!, cwd).status).toBe(0);
    fillIn(path.join(cwd, 'deploy/.env'), { SITE_ADDRESS: SITE, ADMIN_EMAIL: 'owner@deploy-test.example' });
    const parsed = run(asConfigCommand(up!), cwd);
    expect(parsed.stderr).toBe('');
    expect(parsed.status).toBe(0);
    const services = (parse(parsed.stdout) as { services: Record<string, ComposeService> }).services;
    const { app, migrate, postgres, proxy } = services;
    const env = Object.fromEntries(Object.entries(app?.environment ?? {}).map(([k, v]) => [k, String(v)]));

    // Production's own checks pass: secrets, https PUBLIC_URL, transports, admin password, Redis.
    const config = loadConfig(env);
    expect(config.production).toBe(true);
    expect(config.SEED_DEMO).toBe(false);

    const password = String(postgres?.environment?.POSTGRES_PASSWORD ?? '');
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(new URL(env.DATABASE_URL!).password).toBe(password);
    expect(proxy?.environment?.SITE_ADDRESS).toBe(SITE);
    expect(config.PUBLIC_URL).toBe(`https://${SITE}`);
    expect(env.ADMIN_EMAIL).toBe('owner@deploy-test.example');
    expect(env.ADMIN_PASSWORD?.length).toBeGreaterThanOrEqual(12);

    const replicas = app?.deploy?.replicas ?? 1;
    expect(replicas).toBeGreaterThan(1);
    expect(env.REDIS_URL).toMatch(/^redis:\/\//);
    const maxConnections = Number(/max_connections=(\d+)/.exec((postgres?.command ?? []).join(' '))?.[1]);
    // Each worker: its pool plus one LISTEN connection; the migrate step opens one pool before the replicas.
    const appConnections = replicas * config.WEB_CONCURRENCY * (config.DATABASE_POOL_SIZE + 1);
    const migrateConnections = Number(migrate?.environment?.DATABASE_POOL_SIZE ?? 0) + 1;
    expect(appConnections + migrateConnections).toBeLessThanOrEqual(maxConnections * 0.8);

    expect(migrate?.command).toEqual(['node', 'dist-server/migrate.js']);
    expect(app?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
  });
});
