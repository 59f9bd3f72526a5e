/**
 * Where readers reach the product, from PUBLIC_URL as the API reads it (without it, the server's
 * own host and port, as the API's default). Never from the request's Host or X-Forwarded-Host:
 * anyone can send those, and pages cached for everyone (the sitemap) would carry their host.
 */
import { webEnv, type WebEnv } from '../env.server';

export function publicBaseUrl(env: WebEnv = webEnv()): string {
  const configured = env.publicUrl;
  if (configured) {
    const url = new URL(configured);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  const host = env.host ?? '127.0.0.1';
  const port = env.port ?? '3000';
  return `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
}
