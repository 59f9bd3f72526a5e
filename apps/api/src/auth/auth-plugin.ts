/**
 * Who is calling: `request.getUser()` reads the bearer token once per request (a visitor, or a
 * bad or expired token, is `undefined`: public routes still answer), and routes that need an
 * account say so with `config: { auth: 'user' }` or `{ auth: 'admin' }`, which answers 401
 * (no valid session: the client refreshes and retries) or 403 (not an administrator) before the
 * request is validated (a caller who may not use a route learns nothing of its fields), and sets
 * `request.user`.
 */
import type { AuthenticatedUser } from '@goi/library';
import fp from 'fastify-plugin';
import { HttpError } from '../errors/http-error';
import type { AccountsModule } from './accounts-module';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'user': a signed-in user; 'admin': an Administrator. */
    auth?: 'user' | 'admin';
  }
  interface FastifyRequest {
    /** The signed-in user of a route with `config.auth` (set before its handler runs). */
    user: AuthenticatedUser | null;
    /** The user behind the bearer token, if it is valid (memoized per request). */
    getUser(): Promise<AuthenticatedUser | undefined>;
  }
}

const userPromises = new WeakMap<object, Promise<AuthenticatedUser | undefined>>();

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

export const authPlugin = fp<{ accounts: AccountsModule }>(
  (app, { accounts }, done) => {
    app.decorateRequest('user', null);
    app.decorateRequest(
      'getUser',
      function (this: { raw: object; headers: { authorization?: string } }) {
        let promise = userPromises.get(this.raw);
        if (!promise) {
          const token = bearerToken(this.headers.authorization);
          promise = token
            ? accounts.service.authenticate(token).then(
                (user) => user,
                () => undefined,
              )
            : Promise.resolve(undefined);
          userPromises.set(this.raw, promise);
        }
        return promise;
      },
    );

    app.addHook('preValidation', async (request) => {
      const required = request.routeOptions.config.auth;
      if (!required) return;
      const user = await request.getUser();
      if (!user) throw new HttpError(401, 'Authentication required: sign in again');
      if (required === 'admin' && !user.isAdmin)
        throw new HttpError(403, 'This needs the Administrator role');
      request.user = user;
    });
    done();
  },
  { name: 'goi-auth' },
);
