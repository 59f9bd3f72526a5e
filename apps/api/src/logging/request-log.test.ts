import { createMemoryMailer } from '@goi/library';
import { describe, expect, it } from 'vitest';
import { linkParams, PASSWORD, registerAndConfirm } from '../../test/support/auth-test-support';
import { createTestApp } from '../../test/support/test-app';
import { redactUrl } from './redact-url';

describe('the request log', () => {
  it('holds no code, token or e-mail address of a reset flow, one line per request', async () => {
    const mailer = createMemoryMailer();
    const testApp = await createTestApp({
      config: { rateLimit: { enabled: false } },
      services: { mailer },
    });
    try {
      const { email } = await registerAndConfirm(testApp, mailer, 'forgetful');
      const forgot = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      expect(forgot.statusCode).toBe(200);
      const link = linkParams(mailer, email);
      const code = link.get('code')!;
      expect(code.length).toBeGreaterThan(8);
      // The page the e-mail links to, as a browser opens it, then the form's API call.
      await testApp.app.inject({ url: `/reset-password?${link.toString()}` });
      await testApp.app.inject({ url: `/api/anything?token=${code}&page=2` });
      const reset = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email, code, newPassword: `${PASSWORD}-new` },
      });
      expect(reset.statusCode, reset.body).toBe(200);

      const log = JSON.stringify(testApp.logs);
      expect(log).not.toContain(code);
      expect(log).not.toContain(encodeURIComponent(code));
      expect(log).not.toContain('forgetful@example.com');
      expect(log).not.toContain(encodeURIComponent('forgetful@example.com'));
      const requestLines = testApp.logs.filter((line) => 'statusCode' in line || 'req' in line);
      // register, confirm, forgot, the page, the token URL, reset: six requests, six lines.
      expect(requestLines).toHaveLength(6);
      expect(requestLines.map((line) => line.url)).toEqual([
        '/api/auth/register',
        '/api/auth/confirm-email',
        '/api/auth/forgot-password',
        '/reset-password?[redacted]',
        '/api/anything?token=[redacted]&page=2',
        '/api/auth/reset-password',
      ]);
      expect(requestLines[3]).toMatchObject({ method: 'GET', statusCode: 404 });
    } finally {
      await testApp.close();
    }
  });

  it('redacts secret-looking parameters and e-mail addresses anywhere', () => {
    expect(redactUrl('/confirm-email?userId=u&code=abc')).toBe('/confirm-email?[redacted]');
    expect(redactUrl('/api/x?accessToken=a&refresh_token=b&q=猫')).toBe(
      '/api/x?accessToken=[redacted]&refresh_token=[redacted]&q=猫',
    );
    expect(redactUrl('/api/x?who=a%40b.example&n=1')).toBe('/api/x?who=[redacted]&n=1');
    expect(redactUrl('/api/x?bad=%E0%A4%A&n=1')).toBe('/api/x?bad=%E0%A4%A&n=1');
    expect(redactUrl('/decks/media')).toBe('/decks/media');
  });
});

describe('request ids', () => {
  it('are unique across processes, or the proxy’s X-Request-Id when it is a short token', async () => {
    const testApp = await createTestApp();
    try {
      await testApp.app.inject('/api/health');
      await testApp.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-7f3a' } });
      await testApp.app.inject({
        url: '/api/health',
        headers: { 'x-request-id': 'has spaces\nand a line' },
      });
      const ids = testApp.logs.filter((line) => line.msg === 'request').map((line) => line.reqId);
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[1]).toBe('edge-7f3a');
      expect(ids[2]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[2]).not.toBe(ids[0]);
    } finally {
      await testApp.close();
    }
  });
});
