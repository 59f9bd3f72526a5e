/**
 * After a write request succeeded, tells the other processes that the library's content and the
 * signed-in user's known words may have moved (version-channel.ts). The answer is sent after the
 * write's transaction committed, so a process that reads the versions again on the message sees
 * the write. Writes done by jobs are published by the worker when the job ends (start.ts).
 * Publishing for every write, rather than only those that bumped a version, keeps this in one
 * place; a needless message costs each process one indexed read of the versions.
 */
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { VersionPublisher } from './version-channel';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const plugin: FastifyPluginCallback<{ publisher: VersionPublisher }> = (
  app,
  { publisher },
  done,
) => {
  app.addHook('onResponse', async (request, reply) => {
    if (readMethods.has(request.method) || reply.statusCode >= 400) return;
    try {
      await publisher.contentChanged();
      const user = request.user ?? (await request.getUser());
      if (user) await publisher.knownWordsChanged(user.id);
    } catch (error) {
      request.log.warn({ err: error }, 'could not publish a version change');
    }
  });
  done();
};

export const publishWritesPlugin = fp(plugin, { name: 'goi-publish-writes' });
