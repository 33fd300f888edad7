// Lets Node run the DSL's TypeScript sources as they are written for Angular's build:
// relative imports without an extension resolve to the `.ts` file (or `index.ts`).
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const isRelative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!isRelative || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // try the next candidate
        }
      }
      throw error;
    }
  },
});
