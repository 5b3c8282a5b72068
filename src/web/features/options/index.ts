// Nothing of this feature is used by another one yet: its screens are reached through routes.ts.
export {};
