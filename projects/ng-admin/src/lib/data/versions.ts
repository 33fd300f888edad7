import { Injectable } from '@angular/core';
import type { Entity } from '@ng-admin/core/config';
import type { RequestSpec, ResponseLike } from './request-spec';
import { readPath } from './values';

/**
 * The versions of the records the admin has read, for optimistic concurrency: the `ETag` of
 * each record read or written one by one, and the entity's `versionField` value. A write then
 * says which version it changes (`If-Match`, or the version in the body), and the API refuses
 * it with 412 or 409 when someone else changed the record meanwhile.
 *
 * @usageNotes
 * ```ts
 * const versions = inject(NgaVersions);
 * versions.remember(posts, 12, response);            // after GET /posts/12
 * versions.precondition(request, versions.etag(posts, 12)); // adds If-Match: "3"
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaVersions {
  private readonly etags = new Map<string, string>();

  /** Keeps the ETag of a record's response (none kept when the API sends none). */
  remember(entity: Entity, id: unknown, response: ResponseLike): string | null {
    const etag = response.headers.get('ETag');
    if (etag) this.etags.set(key(entity, id), etag);
    else this.etags.delete(key(entity, id));
    return etag;
  }

  /** The last known ETag of a record. */
  etag(entity: Entity, id: unknown): string | null {
    return this.etags.get(key(entity, id)) ?? null;
  }

  /** Forgets a deleted record. */
  forget(entity: Entity, id: unknown): void {
    this.etags.delete(key(entity, id));
  }

  /** The request with `If-Match: <etag>` when the version is known. */
  precondition(request: RequestSpec, etag: string | null | undefined): RequestSpec {
    return etag ? { ...request, headers: { ...request.headers, 'If-Match': etag } } : request;
  }

  /**
   * An update body that carries the version the form started from, under the entity's
   * `versionField`, whatever the form did with it.
   */
  versionedBody(
    entity: Entity,
    body: Record<string, unknown>,
    source: Readonly<Record<string, unknown>> | undefined,
  ): Record<string, unknown> {
    const field = entity.versionField();
    if (!field || !source) return body;
    const version = readPath(source as Record<string, unknown>, field);
    return version === undefined ? body : { ...body, [field]: version };
  }
}

function key(entity: Entity, id: unknown): string {
  return `${entity.name()}\u0000${String(id)}`;
}
