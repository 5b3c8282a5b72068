// What WalletConnect's AppKit takes from viem by dynamic import (see viemForAppKit in
// vite.config.ts): only these, so the rest of viem stays out of the wallet chunks.
export { createPublicClient, defineChain, http } from 'viem';
