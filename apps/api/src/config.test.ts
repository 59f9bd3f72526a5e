import { describe, expect, it } from 'vitest';
import { loadApiConfig, parseApiConfig } from './config';

describe('API configuration', () => {
  it('runs the embedded product with no settings at all', () => {
    const config = parseApiConfig();
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.corsOrigins).toEqual([]);
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.rateLimit.enabled).toBe(true);
    expect(config.rateLimit.policies).toEqual({
      fixed: { max: 120, windowSeconds: 60, segments: 1 },
      download: { max: 5, windowSeconds: 60, segments: 10 },
      auth: { max: 10, windowSeconds: 60, segments: 6 },
    });
  });

  it('keeps the default policies when only one setting of rateLimit is given', () => {
    const config = parseApiConfig({ rateLimit: { enabled: false } });
    expect(config.rateLimit.enabled).toBe(false);
    expect(config.rateLimit.policies.download.max).toBe(5);
  });

  it('accepts addresses, CIDR ranges and named ranges as trusted proxies', () => {
    const trustProxy = ['10.0.0.1', '10.0.0.0/8', '2001:db8::/32', 'uniquelocal', ' ::1 '];
    expect(parseApiConfig({ trustProxy }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '2001:db8::/32',
      'uniquelocal',
      '::1',
    ]);
  });

  it.each([
    ['0.0.0.0/0'],
    ['::/0'],
    ['*'],
    ['true'],
    ['10.0.0.0/33'],
    ['example.com'],
    ['10.0.0.0/8/1'],
  ])('refuses %s as a trusted proxy, naming the field', (entry) => {
    expect(() => parseApiConfig({ trustProxy: [entry] })).toThrow(/trustProxy\.0: Expected an IP/);
  });

  it('refuses origins with a path or another scheme', () => {
    expect(() => parseApiConfig({ corsOrigins: ['https://goi.example/'] })).toThrow(
      /corsOrigins\.0: Expected an origin/,
    );
    expect(() => parseApiConfig({ corsOrigins: ['ftp://goi.example'] })).toThrow(/corsOrigins\.0/);
  });

  it('refuses impossible policies', () => {
    expect(() =>
      parseApiConfig({
        rateLimit: { policies: { download: { max: 0, windowSeconds: 60, segments: 10 } } },
      }),
    ).toThrow(/rateLimit\.policies\.download\.max/);
  });

  it('reads the environment, keeping defaults for empty variables', () => {
    const config = loadApiConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      PUBLIC_URL: 'https://goi.example',
      CORS_ORIGINS: 'https://app.goi.example, http://localhost:5173',
      TRUST_PROXY: '',
      RATE_LIMIT_ENABLED: 'false',
      READ_CACHE_ENABLED: 'false',
      READ_CACHE_MB: '64',
      READ_CACHE_WARM: 'FALSE',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      publicUrl: 'https://goi.example',
      corsOrigins: ['https://app.goi.example', 'http://localhost:5173'],
      trustProxy: ['loopback'],
      logLevel: 'warn',
      readCache: {
        enabled: false,
        maxBytes: 64 * 1024 * 1024,
        warmOnStart: false,
      },
    });
    expect(config.rateLimit.enabled).toBe(false);
    expect(loadApiConfig({}).readCache).toMatchObject({
      maxBytes: 512 * 1024 * 1024,
      warmOnStart: true,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadApiConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadApiConfig({ PORT: '70000' })).toThrow(/port:/);
    expect(() => loadApiConfig({ RATE_LIMIT_ENABLED: 'yes' })).toThrow(/RATE_LIMIT_ENABLED/);
    expect(() => loadApiConfig({ READ_CACHE_ENABLED: 'no' })).toThrow(/READ_CACHE_ENABLED/);
    expect(() => loadApiConfig({ READ_CACHE_MB: '1.5' })).toThrow(/READ_CACHE_MB/);
    expect(() => loadApiConfig({ READ_CACHE_WARM: 'later' })).toThrow(/READ_CACHE_WARM/);
    expect(() => loadApiConfig({ LOG_LEVEL: 'loud' })).toThrow(/logLevel:/);
    expect(() => loadApiConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/trustProxy\.0/);
  });
});
