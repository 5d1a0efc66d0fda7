import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './env.js';

describe('readConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ PORT: 8080, SIM_TRUCKS: 2000, DATA_DIR: './data' });
    expect(config.UPSTREAM_URL).toBeUndefined();
  });

  it('reads and coerces set values, treating empty ones as unset', () => {
    const config = readConfig({ PORT: '9000', SIM_TRUCKS: '50', REDIS_URL: '' });
    expect(config).toMatchObject({ PORT: 9000, SIM_TRUCKS: 50 });
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('rejects a bad value with one line naming the variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/^Invalid PORT=eighty: /);
    expect(() => readConfig({ UPSTREAM_URL: 'not a url' })).toThrow(/UPSTREAM_URL/);
    expect(() => readConfig({ SIM_TRUCKS: '-1' })).toThrow(/SIM_TRUCKS/);
  });
});

describe('readConfig: live pipeline variables', () => {
  it('defaults the company stream to every truck and parses masters', () => {
    const config = readConfig({ LIVE_COMPANY_MASTERS: '1:2,3' });
    expect(config.LIVE_DEFAULT_COMPANY).toBe('*');
    expect(config.LIVE_COMPANY_MASTERS).toEqual(new Map([[1, [2, 3]]]));
    expect(readConfig({ LIVE_DEFAULT_COMPANY: '7' }).LIVE_DEFAULT_COMPANY).toBe(7);
  });

  it('rejects bad values naming the variable', () => {
    expect(() => readConfig({ LIVE_COMPANY_MASTERS: '1-2' })).toThrow(
      /^Invalid LIVE_COMPANY_MASTERS=1-2: /,
    );
    expect(() => readConfig({ LIVE_DEFAULT_COMPANY: 'acme' })).toThrow(/LIVE_DEFAULT_COMPANY/);
    expect(() => readConfig({ POLL_LOCK_MS: '10' })).toThrow(/POLL_LOCK_MS/);
    expect(() => readConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe('readConfig: OpenID Connect sign-in', () => {
  it('is off by default and takes an issuer with a client', () => {
    expect(readConfig({}).OIDC_ISSUER).toBeUndefined();
    const config = readConfig({
      OIDC_ISSUER: 'https://id.example.com/realms/fleet',
      OIDC_CLIENT_SECRET: 's3cret',
      PUBLIC_URL: 'https://fleet.example.com/',
    });
    expect(config).toMatchObject({
      OIDC_CLIENT_ID: 'fleetdeck',
      OIDC_CLIENT_SECRET: 's3cret',
      PUBLIC_URL: 'https://fleet.example.com',
    });
  });

  it('rejects an issuer that is no web address and a secret without an issuer', () => {
    expect(() => readConfig({ OIDC_ISSUER: 'id.example.com' })).toThrow(/^Invalid OIDC_ISSUER=/);
    expect(() => readConfig({ OIDC_ISSUER: 'ftp://id.example.com' })).toThrow(/OIDC_ISSUER/);
    expect(() => readConfig({ OIDC_CLIENT_SECRET: 'x' })).toThrow(
      /^Invalid OIDC_CLIENT_SECRET=\(hidden\): needs OIDC_ISSUER/,
    );
    expect(() => readConfig({ PUBLIC_URL: 'fleet' })).toThrow(/PUBLIC_URL/);
  });
});

describe('readConfig: device feed variables', () => {
  it('feeds from the upstream by default, the Teltonika listener off', () => {
    const config = readConfig({});
    expect(config.FLEET_FEED).toBe('upstream');
    expect(config.DEVICES_TCP_PORT).toBe(5027);
    expect(config.DEVICES_TCP_LISTEN).toBe(false);
    expect(config.DEVICES_MAX_CONNECTIONS).toBe(20_000);
  });

  it('listens in devices mode, or wherever the port is set explicitly (0: a free one)', () => {
    expect(readConfig({ FLEET_FEED: 'devices' })).toMatchObject({
      DEVICES_TCP_PORT: 5027,
      DEVICES_TCP_LISTEN: true,
    });
    expect(readConfig({ DEVICES_TCP_PORT: '0' })).toMatchObject({
      FLEET_FEED: 'upstream',
      DEVICES_TCP_PORT: 0,
      DEVICES_TCP_LISTEN: true,
    });
    expect(readConfig({ DEVICES_MAX_CONNECTIONS: '500' }).DEVICES_MAX_CONNECTIONS).toBe(500);
  });

  it('rejects bad values naming the variable', () => {
    expect(() => readConfig({ FLEET_FEED: 'trackers' })).toThrow(/^Invalid FLEET_FEED=trackers: /);
    expect(() => readConfig({ DEVICES_TCP_PORT: '70000' })).toThrow(/DEVICES_TCP_PORT/);
    expect(() => readConfig({ DEVICES_MAX_CONNECTIONS: '0' })).toThrow(/DEVICES_MAX_CONNECTIONS/);
  });
});
