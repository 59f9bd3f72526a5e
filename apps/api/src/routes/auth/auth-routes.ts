/**
 * `/api/auth`: sign-up, e-mail confirmation, sign-in (password or Google), session refresh and
 * revocation, password reset, the current user. Handlers only do HTTP; the rules are in
 * `@goi/library` accounts. Guessable calls use the "auth" rate limit.
 */
import { FORGOT_PASSWORD_ANSWER } from '@goi/library';
import { accountCall } from '../../auth/account-http-error';
import { privateNoStore } from '../../http/cache-headers';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { requireAccounts } from '../../auth/require-accounts';
import {
  authOptionsSchema,
  completeGoogleRegistrationBodySchema,
  confirmEmailBodySchema,
  currentUserSchema,
  forgotPasswordBodySchema,
  googleSignInBodySchema,
  googleSignInResponseSchema,
  loginBodySchema,
  messageSchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenPairSchema,
} from './auth-schemas';

const tags = ['auth'];
const limited = { rateLimitPolicy: 'auth' } as const;

export const authRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  const accounts = requireAccounts(deps).service;

  app.get(
    '/options',
    {
      schema: {
        tags,
        summary: 'Which sign-in options the web should show (Google, captcha site key)',
        response: { 200: authOptionsSchema, ...errorResponses(429) },
      },
    },
    () => ({
      googleClientId: config.auth.googleClientId ?? null,
      captchaSiteKey: config.auth.captchaSecretKey ? (config.auth.captchaSiteKey ?? null) : null,
    }),
  );

  app.post(
    '/register',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Create an account; a confirmation link is sent by e-mail',
        body: registerBodySchema,
        response: { 200: messageSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      await accountCall(accounts.register(request.body, request.ip));
      return {
        message: 'Registration successful. Please open the link we sent to your e-mail address.',
      };
    },
  );

  app.post(
    '/confirm-email',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the code from the link',
        body: confirmEmailBodySchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await accountCall(accounts.confirmEmail(request.body));
      return { message: 'Your e-mail address is confirmed. You can now sign in.' };
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with a username or e-mail address and a password',
        body: loginBodySchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return accountCall(accounts.login({ ...request.body, address: request.ip }));
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token (and the access token it came with) for a new pair',
        body: refreshBodySchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return accountCall(accounts.refresh(request.body));
    },
  );

  app.post(
    '/revoke-token',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "End every session of the signed-in user (all of the user's refresh tokens)",
        response: { 200: messageSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      await accountCall(accounts.revokeAll(request.user!.id));
      return { message: 'Signed out everywhere.' };
    },
  );

  app.get(
    '/me',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The signed-in user with their roles',
        response: { 200: currentUserSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const { id, username, email, roles } = request.user!;
      return { id, username, email, roles };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Send a password reset link; the answer is the same whatever the address',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await accountCall(accounts.forgotPassword(request.body, request.ip));
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/reset-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Choose a new password with the code from the link; ends every session',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await accountCall(accounts.resetPassword(request.body));
      return { message: 'Your password has been changed. You can now sign in.' };
    },
  );

  app.post(
    '/signin-google',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with a Google ID token; an unknown address starts a registration',
        body: googleSignInBodySchema,
        response: { 200: googleSignInResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const result = await accountCall(accounts.signInWithGoogle(request.body.idToken));
      return result.requiresRegistration
        ? { ...result, accessToken: null, refreshToken: null }
        : { ...result, tempToken: null, email: null, name: null, picture: null };
    },
  );

  app.post(
    '/complete-google-registration',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Finish a Google registration with a username',
        body: completeGoogleRegistrationBodySchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return accountCall(accounts.completeGoogleRegistration(request.body));
    },
  );

  done();
};
