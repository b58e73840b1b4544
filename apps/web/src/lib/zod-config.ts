// zod (4.x) compiles a fast parser for each object schema with `new Function`
// when it may, and finds out by trying `new Function('')` the first time a
// schema is built. The API's Content-Security-Policy (`script-src 'self'`, no
// 'unsafe-eval') refuses it, and the browser reports that caught attempt as a
// violation on every page that loads a form's schemas. `jitless` parses without
// generated code and skips the probe (zod v4/core util.js `allowsEval`). It must
// be set before the first schema is built: main.tsx imports this module first.
//
// zod keeps its settings on `globalThis.__zod_globalConfig` (v4/core core.js),
// created on first import if absent. Writing them there instead of calling
// `config()` keeps zod itself out of the first screen's JavaScript: the forms
// that build schemas load later, and find the setting already made.
// zod-config.test.ts checks that zod reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
