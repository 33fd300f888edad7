import { HttpBackend, FetchBackend } from '@angular/common/http';
import {
  DestroyRef,
  DOCUMENT,
  inject,
  Injectable,
  Injector,
  signal,
  type Signal,
} from '@angular/core';
import { concatMap, from, lastValueFrom, type Observable } from 'rxjs';
import { NGA_BROWSER_STORAGE } from '../base/browser-storage';
import { NgaNotification } from '../base/notification';
import { NGA_APPLICATION } from '../base/tokens';
import { NgaIntl } from '../i18n/intl';
import { NgaAuth } from './auth/auth';
import { NgaDataChanges } from './data-changes';
import { KEPT_WRITES, NgaPendingChangeSource } from './pending-change-source';
import { errorText } from './error-text';
import { toNgaHttpError, type NgaHttpError } from './nga-http-error';
import { idKey } from './reference-plan';
import type { RequestSpec } from './request-spec';
import { NgaRestClient } from './rest-client';

/** A change the screen shows before the server confirmed it: a record updated or deleted. */
export interface NgaPendingChange {
  readonly entityName: string;
  readonly kind: 'update' | 'delete';
  readonly id: unknown;
  /** The values an updated record shows meanwhile (flat dot keys, as the form had them). */
  readonly values?: Readonly<Record<string, unknown>>;
}

/** A write shown at once (`undoable` or `optimistic`), as `NgaPendingWrites.run` takes it. */
export interface NgaOptimisticWrite<T> {
  /** What the screen shows until the server answers. */
  readonly changes: readonly NgaPendingChange[];
  /** Sends the write through the data service (which announces what it changed). */
  readonly send: () => Observable<T>;
  /** The requests `send` makes, as data: what goes out if the page closes before then. */
  readonly requests: () => readonly RequestSpec[];
  /** The notification offering Undo: "Element deleted." */
  readonly message: string;
  /** The write in a few words, if it must be offered again after a reload: "Deletion of Post #12". */
  readonly description: string;
}

/**
 * How a write shown at once ended: done (with the server's answer), undone (nothing sent),
 * failed (the screen went back; the caller says why), or left with the page (sent as it
 * closed, or kept to be offered on the next visit).
 */
export type NgaWriteOutcome<T> =
  | { readonly status: 'done'; readonly result: T }
  | { readonly status: 'undone' }
  | { readonly status: 'failed'; readonly error: NgaHttpError }
  | { readonly status: 'left' };

/** A write kept in the browser because it could not go out as the page closed. */
interface KeptWrite {
  readonly key: string;
  readonly description: string;
  readonly requests: readonly RequestSpec[];
  readonly keptAt: number;
}

interface Pending {
  readonly write: NgaOptimisticWrite<unknown>;
  state: 'waiting' | 'sending' | 'settled';
  /** Sends the write now, unless it is already on its way or settled. */
  commit(): void;
  /** Settles it as gone with the page. */
  leave(): void;
  /** Settles once the write is done, undone, failed or left. */
  readonly settled: Promise<void>;
}

/** What keepalive requests of one page may carry together (the browser allows 64 KiB). */
const KEEPALIVE_BUDGET = 60 * 1024;

/**
 * The writes the screen shows before the server confirmed them (`undoable` and `optimistic`
 * modes): what lists and records show meanwhile (`changes`), the delay with its Undo offer,
 * the request when the time runs out, and the way back when it fails. A write waiting for its
 * delay when the page closes goes out then (`fetch` with `keepalive`); one that cannot (a body
 * over 64 KiB, or HttpClient without its fetch backend) is kept in the browser and offered
 * again on the next visit. Nothing is dropped silently.
 *
 * @usageNotes
 * ```ts
 * const outcome = await inject(NgaPendingWrites).run(
 *   {
 *     changes: [{ entityName: 'posts', kind: 'delete', id: 12 }],
 *     send: () => data.delete(posts, 12),
 *     requests: () => [data.deleteRequest(posts, 12)],
 *     message: 'Element deleted.',
 *     description: 'Deletion of Post #12',
 *   },
 *   'undoable',
 * );
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaPendingWrites {
  private readonly notification = inject(NgaNotification);
  private readonly intl = inject(NgaIntl);
  private readonly injector = inject(Injector);
  private readonly dataChanges = inject(NgaDataChanges);
  private readonly window = inject(DOCUMENT).defaultView;
  private readonly storage = inject(NGA_BROWSER_STORAGE).local;
  private readonly canKeepAlive = inject(HttpBackend, { optional: true }) instanceof FetchBackend;
  private readonly pending = new Set<Pending>();
  private readonly shown = signal<readonly NgaPendingChange[]>([]);
  /** Entities of the writes that went out as the page was hidden, to reload if it comes back. */
  private readonly left = new Set<string>();

  /** The changes on screen that the server has not confirmed yet. */
  readonly changes: Signal<readonly NgaPendingChange[]> = this.shown.asReadonly();

  constructor() {
    inject(NgaPendingChangeSource).connect(this);
    const onPageHide = () => this.leave();
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      // Back from the browser's page cache: what went out meanwhile shows once reloaded.
      for (const entityName of this.left) this.dataChanges.refresh(entityName);
      this.left.clear();
    };
    this.window?.addEventListener('pagehide', onPageHide);
    this.window?.addEventListener('pageshow', onPageShow);
    inject(DestroyRef).onDestroy(() => {
      this.window?.removeEventListener('pagehide', onPageHide);
      this.window?.removeEventListener('pageshow', onPageShow);
      // The application is destroyed while the page stays: nothing can be sent any more, so
      // what waits is kept for the next start.
      this.leave(false);
    });
  }

  // Read when needed: lists and records show pending changes without the HTTP layer.
  private get client(): NgaRestClient {
    return this.injector.get(NgaRestClient);
  }

  /**
   * Shows a write at once and sends it: at once (`optimistic`), or when the application's
   * `undoDelay` runs out while a notification offers Undo (`undoable`). Resolves with how it
   * ended; the screen has gone back by then if it failed or was undone.
   */
  run<T>(
    write: NgaOptimisticWrite<T>,
    mode: 'undoable' | 'optimistic',
  ): Promise<NgaWriteOutcome<T>> {
    let resolveOutcome!: (outcome: NgaWriteOutcome<T>) => void;
    const outcome = new Promise<NgaWriteOutcome<T>>((resolve) => (resolveOutcome = resolve));
    // The delay of an undoable write, cleared once it is sent or settled.
    const clock: { timer?: ReturnType<typeof setTimeout> } = {};
    const finish = (ended: NgaWriteOutcome<T>) => {
      if (entry.state === 'settled') return;
      entry.state = 'settled';
      clearTimeout(clock.timer);
      this.pending.delete(entry);
      this.shown.update((changes) => changes.filter((change) => !write.changes.includes(change)));
      resolveOutcome(ended);
    };
    const entry: Pending = {
      write: write as NgaOptimisticWrite<unknown>,
      state: 'waiting',
      commit: () => {
        if (entry.state !== 'waiting') return;
        entry.state = 'sending';
        clearTimeout(clock.timer);
        let result: T | undefined;
        write.send().subscribe({
          next: (value) => (result = value),
          error: (error: unknown) => finish({ status: 'failed', error: toNgaHttpError(error) }),
          complete: () => finish({ status: 'done', result: result as T }),
        });
      },
      leave: () => finish({ status: 'left' }),
      settled: outcome.then(() => undefined),
    };
    this.pending.add(entry);
    this.shown.update((changes) => [...changes, ...write.changes]);
    if (mode === 'optimistic') {
      entry.commit();
      return outcome;
    }
    const delay = this.injector.get(NGA_APPLICATION, null)?.undoDelay() ?? 5000;
    clock.timer = setTimeout(() => entry.commit(), delay);
    void this.notification
      .offer(write.message, this.intl.undo, { type: 'success', duration: delay })
      .then((offered) => {
        if (offered === 'action' && entry.state === 'waiting') finish({ status: 'undone' });
        // Closed before its time: Undo is no longer offered, so the write goes now.
        else entry.commit();
      });
    return outcome;
  }

  /** The pending change of a record, if any (reactive). */
  changeOf(entityName: string, id: unknown): NgaPendingChange | undefined {
    const key = idKey(id);
    return this.shown().find(
      (change) => change.entityName === entityName && idKey(change.id) === key,
    );
  }

  /**
   * Sends at once the writes still waiting for their delay that touch a record (or any record
   * of the entity), and resolves once they are settled: a form about to load the record reads
   * it as it will be.
   */
  async settle(entityName: string, id?: unknown): Promise<void> {
    const touching = [...this.pending].filter((entry) =>
      entry.write.changes.some(
        (change) =>
          change.entityName === entityName && (id === undefined || idKey(change.id) === idKey(id)),
      ),
    );
    for (const entry of touching) entry.commit();
    await Promise.all(touching.map((entry) => entry.settled));
  }

  /**
   * Writes kept from an earlier visit: offers each once the user is signed in, with Send
   * (sends it as it was) and Dismiss (forgets it); one left unanswered is offered again on the
   * next visit. `provideNgAdmin` calls it at start-up.
   */
  async offerKept(): Promise<void> {
    const kept = this.readKept();
    if (kept.length === 0) return;
    await this.whenSignedIn();
    for (const write of kept) {
      const outcome = await this.notification.offer(
        this.intl.keptWrite(write.description),
        this.intl.sendKept,
        { duration: null },
      );
      if (outcome === 'expired') continue;
      this.forgetKept(write.key);
      if (outcome === 'dismissed') continue;
      try {
        await lastValueFrom(from(write.requests).pipe(concatMap((spec) => this.client.send(spec))));
        this.notification.success(this.intl.keptWriteSent(write.description));
      } catch (error) {
        this.notification.error(
          this.intl.keptWriteFailed(write.description, errorText(error, this.intl)),
        );
      }
      for (const spec of write.requests) this.refreshAfter(spec);
    }
  }

  /**
   * The page goes away: every write waiting for its delay goes out now (`send`), or is kept
   * for the next visit.
   */
  private leave(send = true): void {
    let budget = send ? KEEPALIVE_BUDGET : -1;
    for (const entry of [...this.pending]) {
      if (entry.state !== 'waiting') continue;
      entry.state = 'sending';
      const requests = entry.write.requests();
      const size = requests.reduce((total, spec) => total + bodySize(spec), 0);
      if (this.canKeepAlive && size <= budget) {
        budget -= size;
        for (const spec of requests) {
          this.client.send(spec, { keepalive: true }).subscribe({ error: () => undefined });
        }
      } else {
        this.keep({
          key: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
          description: entry.write.description,
          requests,
          keptAt: Date.now(),
        });
      }
      for (const change of entry.write.changes) this.left.add(change.entityName);
      entry.leave();
    }
  }

  private refreshAfter(spec: RequestSpec): void {
    for (const entity of this.injector.get(NGA_APPLICATION, null)?.entities ?? []) {
      if (spec.url.includes(`/${entity.name()}`)) this.dataChanges.refresh(entity.name());
    }
  }

  private whenSignedIn(): Promise<void> {
    const auth = this.injector.get(NgaAuth);
    if (!auth.enabled) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (auth.status() === 'signed-in') resolve();
        else setTimeout(check, 250);
      };
      check();
    });
  }

  private readKept(): KeptWrite[] {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(KEPT_WRITES) ?? '[]');
      return Array.isArray(parsed) ? (parsed as KeptWrite[]) : [];
    } catch {
      return [];
    }
  }

  private keep(write: KeptWrite): void {
    try {
      this.storage?.setItem(KEPT_WRITES, JSON.stringify([...this.readKept(), write]));
    } catch {
      // No storage (private browsing, full): the write cannot outlive the page.
    }
  }

  private forgetKept(key: string): void {
    try {
      const rest = this.readKept().filter((write) => write.key !== key);
      if (rest.length > 0) this.storage?.setItem(KEPT_WRITES, JSON.stringify(rest));
      else this.storage?.removeItem(KEPT_WRITES);
    } catch {
      // Nothing to forget in an unavailable storage.
    }
  }
}

function bodySize(spec: RequestSpec): number {
  return spec.body === undefined ? 0 : new TextEncoder().encode(JSON.stringify(spec.body)).length;
}
