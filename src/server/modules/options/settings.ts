import { z } from 'zod';
import { envFlag } from '../../config';

/** What operators set for delivery options (README's configuration table lists it). */
export const optionsSettings = z.object({
  /** Off where binary options are not allowed for retail clients (EU, UK); open ones still settle. */
  OPTIONS_ENABLED: envFlag(true),
});
