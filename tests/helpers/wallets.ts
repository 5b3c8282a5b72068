import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { TronWeb, Trx } from 'tronweb';

/** Real keys that really sign: an EVM account (viem) and a TRON account (TronWeb). */
export function evmWallet(privateKey = generatePrivateKey()) {
  const account = privateKeyToAccount(privateKey);
  return {
    privateKey,
    address: account.address,
    sign: (message: string) => account.signMessage({ message }),
  };
}

export function tronWallet(privateKey = generatePrivateKey().slice(2)) {
  const address = TronWeb.address.fromPrivateKey(privateKey) as string;
  return {
    privateKey,
    address,
    sign: async (message: string) => Trx.signMessageV2(message, privateKey),
    /** The legacy V1 scheme (signMessage over the hex of the text) that the server refuses. */
    signV1: async (message: string) =>
      new TronWeb({ fullHost: 'http://127.0.0.1:9' }).trx.signMessage(TronWeb.toHex(message), privateKey),
  };
}
