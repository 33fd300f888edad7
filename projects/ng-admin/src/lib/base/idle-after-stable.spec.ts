import { PendingTasks } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { NGA_IDLE_MAX_WAIT_MS, NgaIdleAfterStable } from './idle-after-stable';

describe('NgaIdleAfterStable', () => {
  const idleTime = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));

  it('runs idle-time work only once nothing is pending, then when the browser is idle', async () => {
    const idle = TestBed.inject(NgaIdleAfterStable);
    const done = TestBed.inject(PendingTasks).add();
    let ran = false;
    idle.requestOnIdle(() => (ran = true));
    await idleTime();
    await idleTime();
    expect(ran).withContext('while a request is under way').toBeFalse();
    done();
    await new Promise((resolve) => setTimeout(resolve));
    await idleTime();
    await idleTime();
    expect(ran).toBeTrue();
  });

  it('runs idle-time work after a while all the same when a request hangs', async () => {
    const idle = TestBed.inject(NgaIdleAfterStable);
    TestBed.inject(PendingTasks).add();
    let ran = false;
    idle.requestOnIdle(() => (ran = true));
    await new Promise((resolve) => setTimeout(resolve, NGA_IDLE_MAX_WAIT_MS + 50));
    await idleTime();
    await idleTime();
    expect(ran).toBeTrue();
  });

  it('cancels work not run yet, waiting or scheduled', async () => {
    const idle = TestBed.inject(NgaIdleAfterStable);
    const done = TestBed.inject(PendingTasks).add();
    let waiting = false;
    let scheduled = false;
    idle.cancelOnIdle(idle.requestOnIdle(() => (waiting = true)));
    done();
    await new Promise((resolve) => setTimeout(resolve));
    idle.cancelOnIdle(idle.requestOnIdle(() => (scheduled = true)));
    await idleTime();
    await idleTime();
    expect(waiting).toBeFalse();
    expect(scheduled).toBeFalse();
  });
});
