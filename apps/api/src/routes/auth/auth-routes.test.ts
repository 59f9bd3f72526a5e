import { createMemoryMailer, INVALID_CREDENTIALS } from '@goi/library';
import { describeEachDialect } from '@goi/db/testing';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  bearer,
  linkParams,
  login,
  PASSWORD,
  registerAndConfirm,
  startFakeProviders,
  type FakeProviders,
  type MemoryMailer,
} from '../../../test/support/auth-test-support';

const JWT_SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describeEachDialect('/api/auth', (database) => {
  let testApp: TestApp;
  let mailer: MemoryMailer;
  let providers: FakeProviders;
  let googleKey: CryptoKey;

  beforeAll(async () => {
    providers = await startFakeProviders();
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    providers.jwks.keys.push({ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' });
    mailer = createMemoryMailer();
    testApp = await createTestApp({
      database: database(),
      config: {
        publicUrl: 'https://goi.example',
        rateLimit: { enabled: false },
        auth: {
          jwtSecret: JWT_SECRET,
          googleClientId: 'google-client',
          googleJwksUrl: `${providers.url}/jwks`,
        },
      },
      services: { mailer },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await providers.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload, headers });

  it('registers, mails a confirmation link on the public URL, and refuses sign-in until confirmed', async () => {
    const response = await post('/api/auth/register', {
      username: 'hanako',
      email: 'Hanako@Example.com',
      password: PASSWORD,
      termsAccepted: true,
    });
    expect(response.statusCode).toBe(200);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('Hanako@Example.com');
    expect(mail.text).toContain('https://goi.example/confirm-email?userId=');

    const unconfirmed = await post('/api/auth/login', {
      usernameOrEmail: 'hanako',
      password: PASSWORD,
    });
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().message).toMatch(/^Email not confirmed/);

    const params = linkParams(mailer, 'Hanako@Example.com');
    const wrongCode = await post('/api/auth/confirm-email', {
      userId: params.get('userId'),
      code: 'not-the-code',
    });
    expect(wrongCode.statusCode).toBe(400);
    const confirmed = await post('/api/auth/confirm-email', {
      userId: params.get('userId'),
      code: params.get('code'),
    });
    expect(confirmed.statusCode).toBe(200);
    const again = await post('/api/auth/confirm-email', {
      userId: params.get('userId'),
      code: params.get('code'),
    });
    expect(again.statusCode).toBe(400);

    const tokens = await login(testApp, 'hanako@example.com');
    const me = await testApp.app.inject({
      url: '/api/auth/me',
      headers: bearer(tokens.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: params.get('userId'),
      username: 'hanako',
      email: 'Hanako@Example.com',
      roles: ['User'],
    });
    expect(me.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses weak passwords, bad usernames, missing terms and taken names with field errors', async () => {
    const weak = await post('/api/auth/register', {
      username: 'x',
      email: 'weak@example.com',
      password: 'short',
      termsAccepted: true,
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json<{ errors: object }>().errors)).toEqual(['username', 'password']);
    expect(weak.json().errors.password).toEqual([
      'Must be at least 10 characters long',
      'Must contain a digit',
      'Must contain an upper-case letter',
    ]);
    const noTerms = await post('/api/auth/register', {
      username: 'noterms',
      email: 'noterms@example.com',
      password: PASSWORD,
      termsAccepted: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors).toEqual({ termsAccepted: ['Required'] });

    await registerAndConfirm(testApp, mailer, 'taken');
    const taken = await post('/api/auth/register', {
      username: 'TAKEN',
      email: 'TAKEN@example.com',
      password: PASSWORD,
      termsAccepted: true,
    });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json<{ errors: object }>().errors)).toEqual(['username', 'email']);
  });

  it('locks sign-in from an address for 10 minutes after 3 failures, answering locked and unknown alike', async () => {
    await registerAndConfirm(testApp, mailer, 'locky');
    const attempt = (password: string, remoteAddress = '203.0.113.7', name = 'locky') =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usernameOrEmail: name, password },
        remoteAddress,
      });
    const first = await attempt('Wrong-password-1');
    expect(first.statusCode).toBe(401);
    expect(first.json().message).toBe(INVALID_CREDENTIALS);
    expect((await attempt('Wrong-password-2')).statusCode).toBe(401);
    expect((await attempt('Wrong-password-3')).statusCode).toBe(401);
    // Locked at this address: even the right password gets the answer an unknown name gets.
    const locked = await attempt(PASSWORD);
    const unknown = await attempt(PASSWORD, '203.0.113.7', 'nobody');
    expect([locked.statusCode, locked.json().message]).toEqual([401, INVALID_CREDENTIALS]);
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, INVALID_CREDENTIALS]);
    // The owner signing in from elsewhere is not locked out.
    expect((await attempt(PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    // Ten minutes later (moved back in the database), the right password works again.
    await database()
      .db.updateTable('loginFailures')
      .set({ lockoutEnd: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('locks the account when 10 wrong passwords arrive at once', async () => {
    await registerAndConfirm(testApp, mailer, 'racer');
    const attempt = (password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usernameOrEmail: 'racer', password },
        remoteAddress: '203.0.113.9',
      });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => attempt(`Wrong-password-${index}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(401));
    // Every failure was counted (one atomic upsert each), so the lock holds.
    expect((await attempt(PASSWORD)).statusCode).toBe(401);
    const row = await database()
      .db.selectFrom('loginFailures')
      .innerJoin('users', 'users.userId', 'loginFailures.userId')
      .select(['failedCount', 'loginFailures.lockoutEnd'])
      .where('usernameKey', '=', 'racer')
      .executeTakeFirstOrThrow();
    expect(row.failedCount).toBeGreaterThanOrEqual(3);
    expect(Date.parse(row.lockoutEnd!)).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('refuses a missing, forged, expired or other-audience access token with 401', async () => {
    const { userId } = await registerAndConfirm(testApp, mailer, 'tokens');
    const me = (token?: string) =>
      testApp.app.inject({ url: '/api/auth/me', headers: token ? bearer(token) : {} });
    expect((await me()).statusCode).toBe(401);
    const key = new TextEncoder().encode(JWT_SECRET);
    const sign = (
      secret: Uint8Array,
      expiresAt: number,
      audience = 'goi',
      claims: object = { roles: ['User', 'Administrator'], sst: 'x' },
    ) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer('goi')
        .setAudience(audience)
        .setExpirationTime(expiresAt)
        .sign(secret);
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const forged = await sign(
      new TextEncoder().encode('another-secret-that-is-long-enough-42'),
      inAnHour,
    );
    expect((await me(forged)).statusCode).toBe(401);
    const expired = await sign(key, Math.floor(Date.now() / 1000) - 10);
    expect((await me(expired)).statusCode).toBe(401);
    expect((await me(await sign(key, inAnHour, 'elsewhere'))).statusCode).toBe(401);
    // Signed with our key but carrying a stale security stamp: the session was ended.
    expect((await me(await sign(key, inAnHour))).statusCode).toBe(401);
    expect((await me('not.a.jwt')).statusCode).toBe(401);
  });

  it('rotates refresh tokens, accepts a reuse within 60 s and revokes the family after', async () => {
    const { userId } = await registerAndConfirm(testApp, mailer, 'rotate');
    const first = await login(testApp, 'rotate');
    const refresh = (pair: { accessToken: string; refreshToken: string }) =>
      post('/api/auth/refresh', pair);
    const second = await refresh(first);
    expect(second.statusCode).toBe(200);
    const secondPair = second.json<{ accessToken: string; refreshToken: string }>();
    expect(secondPair.refreshToken).not.toBe(first.refreshToken);

    // Stored hashed: the token itself appears nowhere in the database.
    const stored = await database()
      .db.selectFrom('refreshTokens')
      .select(['tokenHash', 'familyId', 'usedAt'])
      .where('userId', '=', userId)
      .execute();
    expect(stored.some((row) => row.tokenHash === first.refreshToken)).toBe(false);
    expect(new Set(stored.map((row) => row.familyId)).size).toBe(1);

    // A lost response: the same token again within the grace window still works.
    expect((await refresh(first)).statusCode).toBe(200);

    // Later: move the first use back two minutes; a reuse now ends the whole family.
    await database()
      .db.updateTable('refreshTokens')
      .set({ usedAt: new Date(Date.now() - 120_000).toISOString() })
      .where('userId', '=', userId)
      .where('usedAt', 'is not', null)
      .execute();
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(400);
    expect((await refresh(secondPair)).statusCode).toBe(400);
  });

  it("refuses a refresh token with another user's access token, or an unknown one", async () => {
    await registerAndConfirm(testApp, mailer, 'owner');
    await registerAndConfirm(testApp, mailer, 'thief');
    const owner = await login(testApp, 'owner');
    const thief = await login(testApp, 'thief');
    const crossed = await post('/api/auth/refresh', {
      accessToken: thief.accessToken,
      refreshToken: owner.refreshToken,
    });
    expect(crossed.statusCode).toBe(400);
    const unknown = await post('/api/auth/refresh', {
      accessToken: owner.accessToken,
      refreshToken: 'made-up',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Invalid refresh token');
  });

  it('revoke-token ends every session: refresh tokens and access tokens', async () => {
    await registerAndConfirm(testApp, mailer, 'leaver');
    const laptop = await login(testApp, 'leaver');
    const phone = await login(testApp, 'leaver');
    expect((await post('/api/auth/revoke-token', {})).statusCode).toBe(401);
    const revoke = await post('/api/auth/revoke-token', {}, bearer(laptop.accessToken));
    expect(revoke.statusCode).toBe(200);
    expect((await post('/api/auth/refresh', phone)).statusCode).toBe(400);
    const me = await testApp.app.inject({
      url: '/api/auth/me',
      headers: bearer(phone.accessToken),
    });
    expect(me.statusCode).toBe(401);
  });

  it('forgot-password answers the same whatever the address; reset changes the password and ends sessions', async () => {
    const { email } = await registerAndConfirm(testApp, mailer, 'forgetful');
    const session = await login(testApp, 'forgetful');
    const before = mailer.sent.length;
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    const known = await post('/api/auth/forgot-password', { email });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(mailer.sent.length).toBe(before + 1);
    // A second request within 15 minutes sends nothing more.
    await post('/api/auth/forgot-password', { email });
    expect(mailer.sent.length).toBe(before + 1);

    const params = linkParams(mailer, email);
    expect(mailer.sent.at(-1)!.text).toContain('https://goi.example/reset-password?email=');
    const weak = await post('/api/auth/reset-password', {
      email,
      code: params.get('code'),
      newPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toContain('Must be at least 10 characters long');
    const reset = await post('/api/auth/reset-password', {
      email,
      code: params.get('code'),
      newPassword: 'Brand-new-pass-7',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/refresh', session)).statusCode).toBe(400);
    const me = await testApp.app.inject({
      url: '/api/auth/me',
      headers: bearer(session.accessToken),
    });
    expect(me.statusCode).toBe(401);
    const old = await post('/api/auth/login', { usernameOrEmail: 'forgetful', password: PASSWORD });
    expect(old.statusCode).toBe(401);
    await login(testApp, 'forgetful', 'Brand-new-pass-7');
    const reused = await post('/api/auth/reset-password', {
      email,
      code: params.get('code'),
      newPassword: 'Another-pass-8',
    });
    expect(reused.statusCode).toBe(400);
  });

  describe('Google sign-in', () => {
    const idToken = async (
      claims: Record<string, unknown>,
      options: { audience?: string; issuer?: string; key?: CryptoKey; expiresIn?: number } = {},
    ) =>
      new SignJWT({
        email_verified: true,
        name: 'Yuki',
        picture: 'https://pic.example/y.png',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(options.issuer ?? 'https://accounts.google.com')
        .setAudience(options.audience ?? 'google-client')
        .setSubject('google-user-1')
        .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 600))
        .sign(options.key ?? googleKey);

    it('starts a registration draft for an unknown address, then completes it with a username', async () => {
      const response = await post('/api/auth/signin-google', {
        idToken: await idToken({ email: 'yuki@gmail.example' }),
      });
      expect(response.statusCode).toBe(200);
      const draft = response.json();
      expect(draft).toMatchObject({
        requiresRegistration: true,
        email: 'yuki@gmail.example',
        name: 'Yuki',
        picture: 'https://pic.example/y.png',
        accessToken: null,
        refreshToken: null,
      });
      const completed = await post('/api/auth/complete-google-registration', {
        tempToken: draft.tempToken,
        username: 'yuki',
        termsAccepted: true,
      });
      expect(completed.statusCode).toBe(200);
      const me = await testApp.app.inject({
        url: '/api/auth/me',
        headers: bearer(completed.json<{ accessToken: string }>().accessToken),
      });
      expect(me.json()).toMatchObject({ username: 'yuki', email: 'yuki@gmail.example' });

      // The next Google sign-in of that address gets tokens at once.
      const again = await post('/api/auth/signin-google', {
        idToken: await idToken({ email: 'yuki@gmail.example' }),
      });
      expect(again.json()).toMatchObject({ requiresRegistration: false, tempToken: null });
      expect(again.json().accessToken).toEqual(expect.any(String));
      // No password: signing in with one fails as any wrong password.
      const password = await post('/api/auth/login', {
        usernameOrEmail: 'yuki',
        password: PASSWORD,
      });
      expect(password.statusCode).toBe(401);
      const forged = await post('/api/auth/complete-google-registration', {
        tempToken: 'forged',
        username: 'yuki2',
        termsAccepted: true,
      });
      expect(forged.statusCode).toBe(400);
    });

    it('refuses a wrong audience, issuer, signature, an expired token or an unverified e-mail', async () => {
      const other = await generateKeyPair('RS256');
      const cases = [
        await idToken({ email: 'a@example.com' }, { audience: 'someone-else' }),
        await idToken({ email: 'a@example.com' }, { issuer: 'https://evil.example' }),
        await idToken({ email: 'a@example.com' }, { key: other.privateKey }),
        await idToken({ email: 'a@example.com' }, { expiresIn: -60 }),
        await idToken({ email: 'a@example.com', email_verified: false }),
      ];
      for (const token of cases) {
        const response = await post('/api/auth/signin-google', { idToken: token });
        expect(response.statusCode).toBe(401);
      }
    });
  });
});

describe('/api/auth options, captcha, disabled Google and the auth rate limit', () => {
  let providers: FakeProviders;
  beforeAll(async () => {
    providers = await startFakeProviders();
    providers.captchaScores.set('human', 0.9);
    providers.captchaScores.set('bot', 0.1);
  });
  afterAll(() => providers.close());

  it('checks the captcha on register and forgot-password when a secret is configured', async () => {
    const mailer = createMemoryMailer();
    const testApp = await createTestApp({
      config: {
        rateLimit: { enabled: false },
        auth: {
          captchaSiteKey: 'site-key',
          captchaSecretKey: 'captcha-secret',
          captchaVerifyUrl: `${providers.url}/siteverify`,
        },
      },
      services: { mailer },
    });
    try {
      const options = await testApp.app.inject('/api/auth/options');
      expect(options.json()).toEqual({ googleClientId: null, captchaSiteKey: 'site-key' });
      const body = (captchaToken?: string) => ({
        username: 'captcha',
        email: 'captcha@example.com',
        password: PASSWORD,
        termsAccepted: true,
        ...(captchaToken ? { captchaToken } : {}),
      });
      const register = (captchaToken?: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: body(captchaToken),
        });
      for (const token of [undefined, 'bot', 'unknown']) {
        const refused = await register(token);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe('Captcha verification failed. Please try again.');
      }
      expect(mailer.sent).toHaveLength(0);
      expect((await register('human')).statusCode).toBe(200);
      const forgot = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'captcha@example.com' },
      });
      expect(forgot.statusCode).toBe(400);
    } finally {
      await testApp.close();
    }
  });

  it('answers 404 to Google sign-in when no client id is configured', async () => {
    const testApp = await createTestApp();
    try {
      expect((await testApp.app.inject('/api/auth/options')).json()).toEqual({
        googleClientId: null,
        captchaSiteKey: null,
      });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/signin-google',
        payload: { idToken: 'x' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Google sign-in is not enabled');
    } finally {
      await testApp.close();
    }
  });

  it('limits login attempts per client with the "auth" policy (429)', async () => {
    // A sliding window (60 slices): a fixed one starts again on the minute, and a test that
    // crossed it would see its third attempt let through.
    const testApp = await createTestApp({
      config: { rateLimit: { policies: { auth: { max: 2, windowSeconds: 60, segments: 60 } } } },
    });
    try {
      const attempt = () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { usernameOrEmail: 'x', password: 'y' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await testApp.close();
    }
  });
});
