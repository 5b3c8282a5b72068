/*
 * zod probes for eval (`new Function`) the first time it checks an object, to compile faster
 * checks. The app's CSP forbids eval and reports even the caught probe as a violation, so forms
 * run zod's plain checks. zod keeps its settings on this global object (it adopts one made
 * before it loads). Set here rather than in the app's entry, it stays out of home's download,
 * which parses nothing with zod. The browser tests' CSP guard fails if this stops working.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// The same object whether zod has loaded already (it made one) or not (it will adopt ours).
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
