import { inject, Injectable, Injector } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { admin } from '@ng-admin/core/config';
import { lastValueFrom, of, throwError } from 'rxjs';
import { hookResult, NgaHookError, runHook } from './run-hook';

@Injectable({ providedIn: 'root' })
class Greeter {
  greet(name: string) {
    return `Hello ${name}`;
  }
}

describe('runHook', () => {
  let injector: Injector;
  beforeEach(() => (injector = TestBed.inject(Injector)));

  it('runs a function in an injection context', async () => {
    const result = await runHook(
      (context: { name: string }) => inject(Greeter).greet(context.name),
      { name: 'Ada' },
      injector,
    );
    expect(result).toBe('Hello Ada');
  });

  it('resolves the tokens of an injectable array before the context', async () => {
    const hook = [
      Greeter,
      (greeter: Greeter, context: { name: string }) => greeter.greet(context.name),
    ] as const;
    expect(await runHook(hook, { name: 'Grace' }, injector)).toBe('Hello Grace');
  });

  it('awaits promises and observables', async () => {
    expect(await runHook(() => Promise.resolve(false), {}, injector)).toBeFalse();
    expect(await runHook(() => of(1, 2, 3), {}, injector)).toBe(3);
  });

  it('does nothing without a hook', async () => {
    expect(await runHook(undefined, {}, injector)).toBeUndefined();
  });

  it('rejects with what the hook threw', async () => {
    await expectAsync(
      runHook(
        () => {
          throw new Error('boom');
        },
        {},
        injector,
      ),
    ).toBeRejectedWithError('boom');
  });

  describe('given the view and the hook', () => {
    const view = admin.entity('tags').listView();
    const site = { view, hook: 'prepare' } as const;
    let logged: jasmine.Spy;
    beforeEach(() => (logged = spyOn(console, 'error')));

    async function failure(run: Promise<unknown>): Promise<NgaHookError> {
      try {
        await run;
      } catch (error) {
        expect(error).toBeInstanceOf(NgaHookError);
        return error as NgaHookError;
      }
      throw new Error('the hook did not fail');
    }

    it('fails as that hook, naming the token that cannot be injected, and says so in the console', async () => {
      class Restangular {}
      const called = jasmine.createSpy('hook');
      const error = await failure(runHook([Restangular, called], {}, injector, site));
      expect(called).not.toHaveBeenCalled();
      expect(error.phase).toBe('inject');
      expect(error.token).toBe(Restangular);
      expect(error.hook).toBe('prepare');
      expect(error.view).toBe(view);
      expect(error.message).toMatch(
        /^Entity "tags", view "list": the prepare hook's token Restangular cannot be injected: .*Restangular/,
      );
      expect(logged).toHaveBeenCalledOnceWith(`[ng-admin] ${error.message}`, error.cause);
    });

    it('fails as that hook when the function throws, or its Promise or Observable fails', async () => {
      const boom = new TypeError('entries is undefined');
      const hooks: (() => unknown)[] = [
        () => {
          throw boom;
        },
        () => Promise.reject(boom),
        () => throwError(() => boom),
      ];
      for (const hook of hooks) {
        const error = await failure(runHook(hook, {}, injector, site));
        expect(error.phase).toBe('run');
        expect(error.cause).toBe(boom);
        expect(error.message).toBe(
          'Entity "tags", view "list": the prepare hook failed: entries is undefined',
        );
      }
      expect(logged).toHaveBeenCalledTimes(3);
      expect(logged.calls.argsFor(0)[1]).toBe(boom);
    });

    it('gives what the hook returned as before', async () => {
      expect(await runHook([Greeter, (g: Greeter) => g.greet('Ada')], {}, injector, site)).toBe(
        'Hello Ada',
      );
      expect(logged).not.toHaveBeenCalled();
    });
  });
});

describe('hookResult', () => {
  let injector: Injector;
  beforeEach(() => (injector = TestBed.inject(Injector)));

  it('emits at once what a synchronous hook returned, in its injection context', () => {
    const seen: unknown[] = [];
    hookResult(() => inject(Greeter).greet('Ada'), {}, injector).subscribe((value) =>
      seen.push(value),
    );
    expect(seen).toEqual(['Hello Ada']);
  });

  it('emits once without a hook', () => {
    const seen: unknown[] = [];
    hookResult(undefined, {}, injector).subscribe((value) => seen.push(value));
    expect(seen).toEqual([undefined]);
  });

  it("waits for a Promise's value or an Observable's last value", async () => {
    expect(await lastValueFrom(hookResult(() => Promise.resolve(2), {}, injector))).toBe(2);
    expect(await lastValueFrom(hookResult(() => of(1, 2, 3), {}, injector))).toBe(3);
  });

  it('fails as runHook rejects: an NgaHookError naming the hook, said once in the console', async () => {
    const logged = spyOn(console, 'error');
    const view = admin.entity('tags').listView();
    const boom = new TypeError('entries is undefined');
    for (const hook of [
      () => {
        throw boom;
      },
      () => Promise.reject(boom),
    ]) {
      const failed = lastValueFrom(hookResult(hook, {}, injector, { view, hook: 'prepare' }));
      await expectAsync(failed).toBeRejectedWith(jasmine.any(NgaHookError));
    }
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.calls.argsFor(0)[1]).toBe(boom);
  });
});
