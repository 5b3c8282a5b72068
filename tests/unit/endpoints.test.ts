import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS_FILE, endpointsSource } from '../tools/endpoints';

describe('the generated endpoints', () => {
  it('are what npm run gen:endpoints writes from the declared calls', async () => {
    const expected = await endpointsSource();
    const actual = readFileSync(ENDPOINTS_FILE, 'utf8');
    expect(actual, 'src/web/api/endpoints.ts is stale: run npm run gen:endpoints').toBe(expected);
  });
});
