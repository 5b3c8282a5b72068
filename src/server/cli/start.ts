import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './buildWeb';
import { webBuildIsStale } from './webBuild';

/**
 * `npm start`: build the web app when its sources changed since the last build, then run the
 * server. A production image that ships dist/ without dev dependencies never builds here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
if (webBuildIsStale(root)) {
  console.log('Building the web app…');
  buildWeb(root);
}
await import('../main');
