import type { FastifyInstance } from 'fastify';
import { allCalls } from '../../src/core/calls/all';

export const CONTRACT_VIOLATION_HEADER = 'x-test-contract-violation';

/**
 * Checks every successful answer against its call's declared response schema, so the contract
 * cannot drift from the code: a mismatch comes back in a header that the harness turns into a
 * failure of the test that made the call.
 */
export function checkResponsesAgainstContract(app: FastifyInstance): void {
  const calls = new Map(allCalls.map((c) => [c.id, c]));
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.routeOptions.config.callId;
    if (!id || typeof payload !== 'string') return payload;
    const call = calls.get(id);
    if (!call) {
      reply.header(CONTRACT_VIOLATION_HEADER, encodeURIComponent(`${id} is not in the contract`));
      return payload;
    }
    const body = JSON.parse(payload) as { type?: string; data?: unknown };
    if (body.type !== 'ok') return payload;
    const result = call.response.safeParse(body.data);
    if (!result.success) {
      const issues = result.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`);
      reply.header(CONTRACT_VIOLATION_HEADER, encodeURIComponent(`${id}: ${issues.slice(0, 5).join('; ')}`));
    }
    return payload;
  });
}
