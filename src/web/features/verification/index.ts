// The verification level, for the security centre (features/settings).
export { VerificationTag } from './VerificationTag';
export { useVerificationCenter } from './queries';
