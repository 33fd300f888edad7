import { inject, Injectable, Injector } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { of } from 'rxjs';
import { runHook } from './run-hook';

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
});
