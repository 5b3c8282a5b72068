import type { FastifyInstance } from 'fastify';
import { walletBindRequest, walletLoginRequest, walletNonceRequest } from '../../../core/schemas/wallet';
import { requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bodyOf, userAgentOf } from '../../http/requestContext';
import type { WalletService } from './service';

/** Wallet sign-in (spec §1: ERC and TRC wallets) and linking a wallet to an account. */
export function walletRoutes(app: FastifyInstance, { wallets }: { wallets: WalletService }) {
  app.post('/user/wallet_nonce', async (request) => {
    const { chain, address } = walletNonceRequest.parse(bodyOf(request));
    return ok(await wallets.issueNonce(chain, address, 'login'));
  });

  app.post('/user/wallet_login', async (request) => {
    const input = walletLoginRequest.parse(bodyOf(request));
    return ok(await wallets.login(input, { ip: request.ip, userAgent: userAgentOf(request) }));
  });

  app.post('/user/wallet_bind_nonce', async (request) => {
    const auth = requireSession(request);
    const { chain, address } = walletNonceRequest.parse(bodyOf(request));
    return ok(await wallets.issueNonce(chain, address, 'bind', auth.userId));
  });

  app.post('/user/wallet_bind', async (request) => {
    const auth = requireSession(request);
    await wallets.bind(auth.userId, walletBindRequest.parse(bodyOf(request)));
    return ok(await wallets.list(auth.userId));
  });

  app.get('/user/wallets', async (request) => ok(await wallets.list(requireSession(request).userId)));
}
