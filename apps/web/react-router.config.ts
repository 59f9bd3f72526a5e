import type { Config } from '@react-router/dev/config';

// Server-rendered (the reading pages work before hydration); `server.ts` mounts the build on
// the API's Fastify instance, so the web app and the API share one process and one port.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
