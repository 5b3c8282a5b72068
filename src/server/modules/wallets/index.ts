import type { ServerModule } from '../module';
import { walletRoutes } from './routes';
import { createWalletService, type WalletService } from './service';

export type { WalletService } from './service';

declare module '../module' {
  interface Services {
    wallets: WalletService;
  }
}

/** Wallet sign-in (signed messages, never approvals) and wallets linked to an account. */
export const walletsModule: ServerModule = {
  name: 'wallets',
  after: ['sessions'],
  setup({ db, clock, config, use, events }) {
    const wallets = createWalletService({ db, clock, config, sessions: use('sessions'), events });
    return { services: { wallets }, routes: walletRoutes({ wallets }) };
  },
};
