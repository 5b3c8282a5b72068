/** A mistake in what the operator typed: printed as it is, not as a fault. */
export class OpsError extends Error {}
