import { InjectionToken } from '@angular/core';
import type * as engine from './template-engine';

/** The lazily loaded template engine: interpolation and DOM rendering. */
export type NgaTemplateEngine = typeof engine;

/**
 * Loads the template engine. The default is a dynamic `import()`, so that bundlers put the
 * expression compiler and the sanitizer in a chunk of their own; tests replace it to observe
 * when the engine is needed.
 */
export const NGA_TEMPLATE_ENGINE_LOADER = new InjectionToken<() => Promise<NgaTemplateEngine>>(
  'NGA_TEMPLATE_ENGINE_LOADER',
  { providedIn: 'root', factory: () => () => import('./template-engine') },
);
