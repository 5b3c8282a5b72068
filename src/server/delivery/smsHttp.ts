import type { MessageSender, OutgoingMessage } from './types';

/**
 * A generic SMS gateway adapter: POST `SMS_HTTP_URL` with JSON `{to, text, scene}` and
 * `Authorization: Bearer SMS_HTTP_TOKEN`; any 2xx is delivered. Providers with another shape get
 * a small proxy or an adapter of their own implementing MessageSender (see docs/operations.md).
 */
export function createHttpSmsSender(url: string, token: string | undefined): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text, scene: message.scene }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
