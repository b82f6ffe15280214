// One configuration: one schema for every environment variable of the server, one name per
// setting (old names accepted with a warning), and a bad value stops start-up naming each bad variable.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { ConfigError, envSchema, loadConfig } from '../src/config.js';

const api = join(import.meta.dirname, '..');

test('defaults: nothing set', () => {
  const c = loadConfig({}, { port: 8080 });
  assert.equal(c.port, 8080);
  assert.equal(c.siteUrl, 'http://localhost:8080');
  assert.equal(c.trustProxy, false);
  assert.equal(c.redisUrl, undefined);
  assert.equal(c.seed, true);
  assert.deepEqual(c.logger, { level: 'info' });
  assert.deepEqual(c.warnings, []);
  assert.equal(loadConfig({ PORT: '9000' }, { port: 8080 }).siteUrl, 'http://localhost:9000');
});

test('the production settings', () => {
  const c = loadConfig({
    NODE_ENV: 'production', SITE_URL: 'https://store.example.org/', PORT: '3001', DATABASE_URL: 'postgres://app@db:5432/store',
    REDIS_URL: 'redis://cache:6379', TRUST_PROXY: '10.0.0.0/8,192.0.2.7', AUTH_DOMAIN: 'acma.us.auth0.com', LOG_LEVEL: 'warn',
    FORMS_PORTAL_ID: '123', FORMS_FORM_IDS: '{"contact-us":"abc"}', API_RATE_LIMITS: '{"leadsPerIp":5}',
  }, { port: 8080 });
  assert.equal(c.siteUrl, 'https://store.example.org');
  assert.equal(c.port, 3001);
  assert.equal(c.redisUrl, 'redis://cache:6379');
  assert.deepEqual(c.trustProxy, ['10.0.0.0/8', '192.0.2.7']);
  assert.equal(c.authBase, 'https://acma.us.auth0.com');
  assert.deepEqual(c.formsProvider, { portalId: '123', formIds: { 'contact-us': 'abc' } });
  assert.deepEqual(c.rateLimits, { leadsPerIp: 5 });
  assert.equal(loadConfig({ TRUST_PROXY: '2' }, { port: 1 }).trustProxy, 2);
});

test('old names are accepted with a warning; the current name wins when both are set', () => {
  const c = loadConfig({ AUTH_ISSUER: 'http://localhost:9001/', API_DATA_DIR: '/srv/data', SITE_ORIGIN: 'http://localhost:9000' }, { port: 9000 });
  assert.equal(c.authBase, 'http://localhost:9001');
  assert.equal(c.dataDir, '/srv/data');
  assert.equal(c.siteUrl, 'http://localhost:9000');
  assert.equal(c.warnings.length, 3);
  for (const [old, name] of [['AUTH_ISSUER', 'AUTH_DOMAIN'], ['API_DATA_DIR', 'DATA_DIR'], ['SITE_ORIGIN', 'SITE_URL']]) {
    assert.ok(c.warnings.some((w) => w.startsWith(`${old} is the old name of ${name}`)), old);
  }
  const both = loadConfig({ DATA_DIR: '/a', API_DATA_DIR: '/b' }, { port: 1 });
  assert.equal(both.dataDir, '/a');
  assert.match(both.warnings[0]!, /API_DATA_DIR is ignored: DATA_DIR is set/);
});

test('bad values: one line per bad variable, saying what it expects; secrets are not echoed', () => {
  let err: ConfigError | undefined;
  try {
    loadConfig({
      PORT: 'eighty', REDIS_URL: 'http://cache:6379', TRUST_PROXY: 'true', LOG_LEVEL: 'loud', API_RATE_LIMITS: '{"leadsPerIp":-1}',
      DATABASE_URL: 'mysql://root:hunter2@db/x', NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', STRIPE_TIMEOUT_MS: '0',
      FORMS_FORM_IDS: 'not json',
    }, { port: 8080 });
  } catch (e) {
    err = e as ConfigError;
  }
  assert.ok(err instanceof ConfigError);
  const names = err.problems.map((p) => p.split(':')[0]);
  assert.deepEqual(names.sort(), [
    'API_RATE_LIMITS', 'DATABASE_URL', 'FORMS_FORM_IDS', 'LOG_LEVEL', 'PORT', 'REDIS_URL', 'SITE_URL', 'STRIPE_SECRET_KEY',
    'STRIPE_TIMEOUT_MS', 'STRIPE_WEBHOOK_SECRET', 'TRUST_PROXY',
  ]);
  const line = (n: string) => err!.problems.find((p) => p.startsWith(`${n}:`))!;
  assert.match(line('PORT'), /expected a port number.*"eighty"/);
  assert.match(line('REDIS_URL'), /expected a redis or rediss URL/);
  assert.match(line('TRUST_PROXY'), /hop count/);
  assert.match(line('SITE_URL'), /required when NODE_ENV=production/);
  assert.doesNotMatch(err.message, /hunter2/);
});

test('the schema names every variable the entry points read', () => {
  const keys = Object.keys(envSchema.shape);
  for (const k of ['PORT', 'HOST', 'SITE_URL', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY', 'AUTH_DOMAIN', 'AUTH_CLIENT_ID',
    'AUTH_AUDIENCE', 'CORS_ORIGINS', 'LOG_LEVEL', 'API_RATE_LIMITS', 'FORMS_PORTAL_ID', 'FORMS_FORM_IDS', 'FORMS_SUBMIT_URL',
    'PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'MAIL_FROM', 'LEARNING_PLATFORM_URL']) {
    assert.ok(keys.includes(k), k);
  }
});

test('start-up stops on bad values, naming each bad variable (the API alone, server/api-only.ts)', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(api, '..', 'server', 'api-only.ts')], {
    cwd: api, env: { PATH: process.env.PATH, PORT: 'eighty', TRUST_PROXY: '10.0.0.0/99', REDIS_URL: 'localhost:6379' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 1);
  assert.match(err, /Configuration error/);
  for (const n of ['PORT', 'TRUST_PROXY', 'REDIS_URL']) assert.match(err, new RegExp(`- ${n}: `), n);
});
