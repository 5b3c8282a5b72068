// What other features use of the wallet layer. The chain libraries stay behind lazy imports.
export { LinkedWallets } from './LinkedWallets';
export { WalletPicker } from './WalletPicker';
export { useWalletBind } from './useWalletBind';
export { useWalletEnvironment } from './useWalletEnvironment';
export { useWalletSignature } from './useWalletSignature';
export { walletName, type Availability } from './environment';
export { walletErrorKey, WrongWalletError } from './errors';

/** The token-transfer code (viem, TronWeb) downloads when a deposit is sent from the wallet. */
export const loadEvmTransfer = () => import('./evm/transfer');
export const loadTronTransfer = () => import('./tronTransfer');
export { useWalletFollow } from './follow/store';
export { walletActionBlock, type WalletFollow } from './follow/compare';
export type { SigningWallet } from './useWalletSignature';
