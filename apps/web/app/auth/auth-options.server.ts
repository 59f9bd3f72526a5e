/** Sign-in options the API announces (`GET /api/auth/options`), read by the pages' loaders. */
import { loadFromApi, type LoaderApiContext } from '../lib/loader-api.server';

export interface AuthOptions {
  googleClientId: string | null;
  captchaSiteKey: string | null;
}

export async function loadAuthOptions(
  request: Request,
  context: LoaderApiContext | undefined,
): Promise<AuthOptions> {
  try {
    return await loadFromApi<AuthOptions>(request, context, 'auth/options');
  } catch {
    // Without the options the page still works: no Google button, no captcha widget.
    return { googleClientId: null, captchaSiteKey: null };
  }
}
