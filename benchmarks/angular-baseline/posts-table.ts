import { DecimalPipe } from '@angular/common';
import { HttpClient } from '@angular/common/http';
import { Component, inject, signal } from '@angular/core';
import { MatTableModule } from '@angular/material/table';
import { MatToolbarModule } from '@angular/material/toolbar';

interface Post {
  id: number;
  title: string;
  published_at: string;
  average_note: number;
  views: number;
  tags?: number[];
}

interface Tag {
  id: number;
  name: string;
}

/**
 * The same rows as the admin's posts list, from the same two requests as the plain page:
 * the page of posts, then the names of the tags it references, in a Material table.
 */
@Component({
  selector: 'app-posts-table',
  imports: [DecimalPipe, MatTableModule, MatToolbarModule],
  template: `
    <mat-toolbar>Posts</mat-toolbar>
    <table mat-table [dataSource]="posts()">
      <ng-container matColumnDef="id">
        <th mat-header-cell *matHeaderCellDef>ID</th>
        <td mat-cell *matCellDef="let post">{{ post.id }}</td>
      </ng-container>
      <ng-container matColumnDef="title">
        <th mat-header-cell *matHeaderCellDef>Title</th>
        <td mat-cell *matCellDef="let post">{{ post.title }}</td>
      </ng-container>
      <ng-container matColumnDef="published">
        <th mat-header-cell *matHeaderCellDef>Published</th>
        <td mat-cell *matCellDef="let post">{{ post.published_at }}</td>
      </ng-container>
      <ng-container matColumnDef="note">
        <th mat-header-cell *matHeaderCellDef>Note</th>
        <td mat-cell *matCellDef="let post">{{ post.average_note | number: '1.0-1' }}</td>
      </ng-container>
      <ng-container matColumnDef="views">
        <th mat-header-cell *matHeaderCellDef>Views</th>
        <td mat-cell *matCellDef="let post">{{ post.views | number }}</td>
      </ng-container>
      <ng-container matColumnDef="tags">
        <th mat-header-cell *matHeaderCellDef>Tags</th>
        <td mat-cell *matCellDef="let post">{{ tagNames(post) }}</td>
      </ng-container>
      <tr mat-header-row *matHeaderRowDef="columns"></tr>
      <tr mat-row *matRowDef="let row; columns: columns"></tr>
    </table>
  `,
})
export class PostsTable {
  protected readonly columns = ['id', 'title', 'published', 'note', 'views', 'tags'];
  protected readonly posts = signal<Post[]>([]);
  private readonly names = signal(new Map<number, string>());
  private readonly http = inject(HttpClient);

  constructor() {
    const perPage = Number(new URLSearchParams(location.search).get('perPage') ?? 30);
    this.http
      .get<Post[]>(`/api/posts?_page=1&_perPage=${perPage}&_sortField=id&_sortDir=DESC`)
      .subscribe((posts) => {
        this.posts.set(posts);
        const ids = [...new Set(posts.flatMap((post) => post.tags ?? []))];
        if (ids.length === 0) return;
        this.http
          .get<Tag[]>(`/api/tags?${ids.map((id) => `id[]=${id}`).join('&')}`)
          .subscribe((tags) => this.names.set(new Map(tags.map((tag) => [tag.id, tag.name]))));
      });
  }

  protected tagNames(post: Post): string {
    const names = this.names();
    return (post.tags ?? []).map((id) => names.get(id) ?? '').join(', ');
  }
}
