import {
  DestroyRef,
  EnvironmentInjector,
  inject,
  Injectable,
  InjectionToken,
  runInInjectionContext,
} from '@angular/core';
import type { Application } from '@ng-admin/core/config';
import { isConfigError } from './base/config-error';
import { NgaFieldTypeRegistry } from './base/field-type-registry';
import type { NgaConfiguration } from './base/tokens';
import { prepareApplication, rejectTemplateProblems } from './prepare-application';
import { loadedDsl, NGA_DSL_LOADER, type NgaDsl } from './base/dsl';
import { configurationTemplates } from './templates/configuration-templates';
import { registeredTemplateTags } from './templates/template-components';

/**
 * What a lazy `configure` resolves to: the function that builds the application (run in an
 * injection context, so it may call `inject()`), or the application itself.
 */
export type NgaLoadedConfigure = (() => Application | void) | Application;

/**
 * The function given to `provideNgAdmin`; it runs once, in an injection context, and returns
 * the application, or gives it to `admin.configure(app)` as ng-admin configurations did. It
 * may instead return a promise of the function that builds it (a dynamic `import()`), so
 * that the configuration loads in a chunk of its own instead of the initial bundle.
 */
export type NgaConfigure = () => Application | void | Promise<NgaLoadedConfigure>;

/** The `configure` function given to `provideNgAdmin`. */
export const NGA_CONFIGURE = new InjectionToken<NgaConfigure>('NGA_CONFIGURE');

/**
 * Reads the configuration once: at once when `configure` returns the application, after its
 * chunk has loaded when it returns a promise. `provideNgAdmin` waits for it before the
 * application starts (an app initializer), so that views read it synchronously. The library
 * does not import the DSL: a configuration that imports it statically is read with it at once,
 * and a lazy one brings it, so that the DSL stays out of the application's first bundle.
 */
@Injectable()
export class NgaConfigurationLoader {
  private readonly injector = inject(EnvironmentInjector);
  private readonly configure = inject(NGA_CONFIGURE);
  private readonly loadDsl = inject(NGA_DSL_LOADER);
  // An application (a test's) may be destroyed before a lazy part has loaded.
  private destroyed = false;
  private configuration?: NgaConfiguration;
  private loading?: Promise<void>;
  private codeArrived = false;
  private readonly codeWaiters: (() => void)[] = [];
  private dsl?: NgaDsl;
  private checker?: Promise<
    [
      typeof import('./templates/configuration-template-problems'),
      typeof import('./templates/template-problems'),
      typeof import('./templates/directives'),
    ]
  >;

  constructor() {
    inject(DestroyRef).onDestroy(() => (this.destroyed = true));
  }

  /** Starts reading the configuration (once); resolves when it is read, refused or not. */
  load(): Promise<void> {
    this.loading ??= this.read();
    return this.loading;
  }

  /**
   * Runs `callback` once the code the configuration is read with has arrived (its lazy chunk,
   * the DSL), in the same task, just before the configuration is read; at once for a
   * configuration given directly. Not for a configuration whose code failed to load. What can
   * wait (the first page's code) waits for it: over HTTP/1.1 a browser opens six connections to
   * a server, and the twenty chunks of a view requested beside the configuration delay its last
   * chunk, the session restore and the first request. And not later: reading a configuration
   * holds the main thread for tens of milliseconds, which a request sent after it would wait for.
   */
  whenCodeLoaded(callback: () => void): void {
    void this.load();
    if (this.codeArrived) callback();
    else this.codeWaiters.push(callback);
  }

  /** The configuration read; an error when a lazy one is asked for before it has loaded. */
  current(): NgaConfiguration {
    void this.load();
    if (!this.configuration) {
      throw new Error(
        '[ng-admin] The configuration given to provideNgAdmin() is still loading: it is read ' +
          'once the application has started (after its app initializers).',
      );
    }
    return this.configuration;
  }

  /** The application a refused configuration's admin routes with: one without entities. */
  emptyApplication(): Application {
    if (!this.dsl) {
      throw new Error('[ng-admin] The configuration DSL did not load: see the error above.');
    }
    return this.dsl.admin.application();
  }

  private read(): Promise<void> {
    const dsl = loadedDsl();
    if (dsl) return this.readWith(dsl);
    // Without the DSL, `configure` can only be a lazy configuration: it starts loading its
    // chunk while the DSL loads beside it, and the template checker too (a few kilobytes):
    // waiting to see whether the configuration has templates would cost one more round. Its
    // failure shows when the configuration is read, and only if it has templates.
    this.templateChecker().catch(() => undefined);
    let returned: ReturnType<NgaConfigure> | undefined;
    let failure: { error: unknown } | undefined;
    try {
      returned = runInInjectionContext(this.injector, () => this.configure());
    } catch (error) {
      failure = { error };
    }
    const dslLoading = this.loadDsl();
    // A chunk that does not load is the reason shown; a DSL that did load still gives the
    // admin its empty application to route with.
    return Promise.allSettled([dslLoading, returned]).then(([loaded, configured]) => {
      if (this.destroyed) return undefined;
      if (loaded.status === 'fulfilled') this.dsl = loaded.value;
      if (failure || configured.status === 'rejected' || loaded.status === 'rejected') {
        this.configuration = refused(failure ? failure.error : firstReason(configured, loaded));
        return undefined;
      }
      this.codeHasArrived();
      return this.checkTemplates(this.prepare(() => this.build(configured.value)));
    });
  }

  private readWith(dsl: NgaDsl): Promise<void> {
    this.dsl = dsl;
    let pending: Promise<NgaLoadedConfigure> | undefined;
    const configuration = this.prepare(
      () => {
        const returned = this.configure();
        if (!isThenable(returned)) return returned;
        pending = returned;
        return undefined;
      },
      () => pending !== undefined,
    );
    if (!pending) {
      this.codeHasArrived();
      return this.checkTemplates(configuration);
    }
    return pending.then(
      (loaded) => {
        if (this.destroyed) return undefined;
        this.codeHasArrived();
        return this.checkTemplates(this.prepare(() => this.build(loaded)));
      },
      (error: unknown) => {
        this.configuration = refused(error);
      },
    );
  }

  private codeHasArrived(): void {
    this.codeArrived = true;
    for (const waiter of this.codeWaiters.splice(0)) waiter();
  }

  /** Runs what a lazy `configure` resolved to: the function that builds the application. */
  private build(loaded: NgaLoadedConfigure | void): Application | void {
    return typeof loaded === 'function' ? runInInjectionContext(this.injector, loaded) : loaded;
  }

  /**
   * Takes a configuration, then checks its templates, if it has any, with their checker (a
   * chunk of its own: most configurations have no template, and the checker parses them).
   */
  private checkTemplates(configuration: NgaConfiguration): Promise<void> {
    this.configuration = configuration;
    const application = configuration.application;
    if (!application || configurationTemplates(application).length === 0) return Promise.resolve();
    return this.templateChecker().then(
      ([{ configurationTemplateProblems }]) => {
        if (this.destroyed) return;
        // The application is validated already: only its templates are left to check.
        try {
          runInInjectionContext(this.injector, () =>
            rejectTemplateProblems(
              this.dsl as NgaDsl,
              application,
              registeredTemplateTags(),
              configurationTemplateProblems,
            ),
          );
        } catch (error) {
          this.configuration = refused(error);
        }
      },
      (error: unknown) => {
        this.configuration = refused(error);
      },
    );
  }

  /**
   * The checker of templates, loaded once. Its modules are requested together, not one after
   * the other as each import is found: the application waits for them.
   */
  private templateChecker() {
    this.checker ??= Promise.all([
      import('./templates/configuration-template-problems'),
      import('./templates/template-problems'),
      import('./templates/directives'),
    ]);
    return this.checker;
  }

  /** Runs `configure` as `provideNgAdmin` does; `deferred()` says that it answered a promise. */
  private prepare(
    configure: () => Application | void,
    deferred: () => boolean = () => false,
  ): NgaConfiguration {
    return runInInjectionContext(this.injector, () => {
      try {
        return {
          application: prepareApplication(
            this.dsl as NgaDsl,
            configure,
            inject(NgaFieldTypeRegistry),
            registeredTemplateTags(),
          ),
        };
      } catch (error) {
        return deferred() ? { problems: [], error: undefined } : refused(error);
      }
    });
  }
}

function refused(error: unknown): NgaConfiguration {
  // <nga-admin> shows the problems on the page, in production builds too.
  console.error('[ng-admin] provideNgAdmin refused the configuration:', error);
  return { error, problems: configurationProblems(error) };
}

function configurationProblems(error: unknown): readonly string[] {
  if (isConfigError(error)) return error.problems;
  if (error instanceof Error) return [`${error.name}: ${error.message}`];
  return [String(error)];
}

/** Why the first of some settled promises was rejected. */
function firstReason(...results: PromiseSettledResult<unknown>[]): unknown {
  return results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    ?.reason;
}

function isThenable(value: unknown): value is Promise<NgaLoadedConfigure> {
  return typeof (value as Partial<PromiseLike<unknown>> | undefined)?.then === 'function';
}
