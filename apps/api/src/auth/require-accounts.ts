import type { AppDeps } from '../deps';
import type { AccountsModule } from './accounts-module';

/** The accounts module `buildApp` puts in the deps it hands to routes. */
export function requireAccounts(deps: AppDeps): AccountsModule {
  if (!deps.accounts) throw new Error('buildApp did not provide deps.accounts');
  return deps.accounts;
}
