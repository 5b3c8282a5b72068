declare const __APP_VERSION__: string;
/** package.json's version, put in at build time. */
export const APP_VERSION: string = __APP_VERSION__;
