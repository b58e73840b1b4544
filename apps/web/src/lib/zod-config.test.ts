import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod parse without generated code, set before zod loads', async () => {
    await import('./zod-config');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // A schema built afterwards still parses, and never asks for `new Function`.
    const original = globalThis.Function;
    let generated = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        generated += 1;
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const schema = z.object({ name: z.string(), score: z.number().int() });
      expect(schema.parse({ name: 'Björk', score: 91 })).toEqual({ name: 'Björk', score: 91 });
      expect(schema.safeParse({ name: 'Björk' }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(generated).toBe(0);
  });
});
