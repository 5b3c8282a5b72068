import type { Call } from '../contract/call';
import { configCalls } from './config';

/** Every `/api` call the server answers, feature by feature: the OpenAPI document lists these. */
export const allCalls: readonly Call[] = [...configCalls];
