// Nothing of this feature is used by another one yet: its screen is reached through routes.ts.
export {};
