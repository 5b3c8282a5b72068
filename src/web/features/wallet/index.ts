// What other features use of the wallet layer. The chain libraries stay behind lazy imports.
export { LinkedWallets } from './LinkedWallets';
export { useWalletBind } from './useWalletBind';
export { useWalletEnvironment } from './useWalletEnvironment';
export { useWalletSignature } from './useWalletSignature';
export type { Availability } from './environment';
export { walletErrorKey, WrongWalletError } from './errors';

/** The token-transfer code (viem, TronWeb) downloads when a deposit is sent from the wallet. */
export const loadEvmTransfer = () => import('./evmTransfer');
export const loadTronTransfer = () => import('./tronTransfer');
