import { describe, expect, it } from 'vitest';
import { GENERATED, generated, readGenerated } from '../tools/features';

describe('the lists written from the feature folders', () => {
  it.each(Object.keys(GENERATED))('%s is what npm run gen writes', async (file) => {
    expect(readGenerated(file), `${file} is stale: run npm run gen`).toBe(await generated(file));
  });
});
