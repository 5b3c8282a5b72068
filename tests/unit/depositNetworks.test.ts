import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/languages';
import { NETWORK_FAMILY, networkLabel, type DepositNetwork } from '../../src/core/schemas/deposit';
import { addressIsValid } from '../../src/server/chain/addresses';
import { BASE_COINS } from '../../src/server/db/seed';
import { readLocale } from '../../src/server/localeFiles';
import { tronWallet } from '../helpers/wallets';

/** Real-shaped addresses of each format the deposit screens can show. */
const ADDRESSES = {
  bech32: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  p2pkh: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  evm: '0x1111111111111111111111111111111111111111',
  tron: tronWallet().address,
};
type Format = keyof typeof ADDRESSES;

/** What each network's address looks like, and how users and wallets name it for each coin. */
const EXPECTED: Record<string, { label: string; formats: Format[] }> = {
  'BTC/OMNI': { label: 'Bitcoin', formats: ['bech32', 'p2pkh', 'p2sh'] },
  'USDT/OMNI': { label: 'Omni (Bitcoin)', formats: ['bech32', 'p2pkh', 'p2sh'] },
  'ETH/ERC20': { label: 'Ethereum', formats: ['evm'] },
  'USDT/ERC20': { label: 'Ethereum (ERC20)', formats: ['evm'] },
  'USDC/ERC20': { label: 'Ethereum (ERC20)', formats: ['evm'] },
  'USDT/TRC20': { label: 'Tron (TRC20)', formats: ['tron'] },
  'USDC/TRC20': { label: 'Tron (TRC20)', formats: ['tron'] },
};

const seeded = BASE_COINS.flatMap((coin) =>
  coin.networks.map(([network]) => [coin.symbol, network as DepositNetwork] as const),
);

describe('seeded deposit networks: coin, network name and address format agree', () => {
  it('covers every seeded pairing', () => {
    expect(seeded.map(([c, n]) => `${c}/${n}`).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(seeded)('%s on %s', (symbol, network) => {
    const expected = EXPECTED[`${symbol}/${network}`]!;
    expect(networkLabel(symbol, network)).toBe(expected.label);
    // "Omni" is never said of BTC itself: it names the token layer, not the coin's own chain.
    if (symbol === 'BTC') expect(networkLabel(symbol, network)).not.toMatch(/omni/i);
    const family = NETWORK_FAMILY[network];
    for (const [format, address] of Object.entries(ADDRESSES) as [Format, string][]) {
      expect([format, addressIsValid(family, address)]).toEqual([format, expected.formats.includes(format)]);
    }
  });
});

describe('deposit texts naming the network', () => {
  const deepest = (text: string) => {
    let depth = 0;
    let most = 0;
    for (const ch of text) {
      if (ch === '(' || ch === '（') most = Math.max(most, ++depth);
      if (ch === ')' || ch === '）') depth -= 1;
    }
    return most;
  };
  const pageTexts = (lang: string) =>
    (readLocale(lang) as { deposit: { page: Record<string, unknown> } }).deposit.page;

  // A label such as "Tron (TRC20)" already carries brackets: a text putting it in brackets again
  // read "USDT deposit address (Tron (TRC20))".
  it.each(LANGUAGES.map((l) => l.code))(
    'never put the network’s name in brackets of their own in %s',
    (lang) => {
      const nested = Object.entries(pageTexts(lang)).flatMap(([key, text]) =>
        typeof text === 'string' && text.includes('{{network}}')
          ? seeded
              .map(([symbol, network]) =>
                text
                  .replaceAll('{{symbol}}', symbol)
                  .replaceAll('{{network}}', networkLabel(symbol, network)),
              )
              .filter((shown) => deepest(shown) > 1)
              .map((shown) => `${key}: ${shown}`)
          : [],
      );
      expect(nested).toEqual([]);
    },
  );
});
