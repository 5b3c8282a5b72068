import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OpsCommand, OpsDeps } from './command';
import { operatorMistake, runOps } from './commands';
import { tokensMatch } from './token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const opsRequest = z.object({ argv: z.array(z.string()).max(50), operator: z.string().max(100) });

/**
 * `POST /ops/run`: how `npm run ops` reaches a running server (an embedded database cannot be
 * opened by two processes). Loopback connections only — the socket address, not a forwarded
 * header — and only with the ops token.
 */
export function opsRoutes(
  app: FastifyInstance,
  { deps, commands, token }: { deps: OpsDeps; commands: Readonly<Record<string, OpsCommand>>; token: string },
) {
  app.post('/ops/run', async (request, reply) => {
    const given = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !tokensMatch(token, given)) {
      return reply.status(404).send({ error: 'not found' });
    }
    const parsed = opsRequest.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ error: 'expected {argv: string[], operator: string}' });
    try {
      return { output: await runOps(deps, commands, parsed.data.argv, parsed.data.operator) };
    } catch (err) {
      const mistake = operatorMistake(err);
      if (mistake === null) throw err;
      return reply.status(400).send({ error: mistake });
    }
  });
}
