import { describe, expect, it } from 'vitest';
import { tronNetworkOf } from '../../src/core/schemas/deposit';

describe('which TRON network a node serves', () => {
  it.each([
    ['https://api.trongrid.io', 'mainnet'],
    ['https://api.trongrid.io/', 'mainnet'],
    ['https://api.shasta.trongrid.io', 'shasta'],
    ['https://nile.trongrid.io', 'nile'],
    ['https://api.nile.trongrid.io', 'nile'],
    ['https://API.SHASTA.TRONGRID.IO', 'shasta'],
  ])('%s is %s', (url, network) => {
    expect(tronNetworkOf(url)).toBe(network);
  });

  it('says nothing of a node of its own or of something that is no URL', () => {
    expect(tronNetworkOf('https://tron.example.com')).toBeNull();
    expect(tronNetworkOf('https://shasta.trongrid.io.evil.example')).toBeNull();
    expect(tronNetworkOf('not a url')).toBeNull();
  });
});
