import * as calls from '../../../core/calls/wallet';
import { route, type Route } from '../../http/calls';
import { userAgentOf } from '../../http/requestContext';
import type { WalletService } from './service';

/** Wallet sign-in (spec §1: ERC and TRC wallets) and linking a wallet to an account. */
export function walletRoutes({ wallets }: { wallets: WalletService }): Route[] {
  return [
    route(calls.nonce, ({ chain, address }) => wallets.issueNonce(chain, address, 'login')),

    route(calls.login, (input, { request, session }) =>
      wallets.login(input, { ip: request.ip, userAgent: userAgentOf(request) }, session),
    ),

    route(calls.bindNonce, ({ chain, address }, { session }) =>
      wallets.issueNonce(chain, address, 'bind', session.userId),
    ),

    route(calls.bind, async (input, { session }) => {
      await wallets.bind(session.userId, input);
      return wallets.list(session.userId);
    }),

    route(calls.list, (_, { session }) => wallets.list(session.userId)),
  ];
}
