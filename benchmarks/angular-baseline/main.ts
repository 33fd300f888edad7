// What an Angular developer writes without an admin library: one zoneless standalone
// component, HttpClient on fetch, no router, no forms.
import { provideHttpClient, withFetch } from '@angular/common/http';
import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { PostsTable } from './posts-table';

bootstrapApplication(PostsTable, {
  providers: [provideZonelessChangeDetection(), provideHttpClient(withFetch())],
}).catch((error: unknown) => console.error(error));
