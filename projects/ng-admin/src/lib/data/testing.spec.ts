/**
 * Shared set-up of the data layer's HTTP specs: a small blog configuration and a TestBed
 * with Angular's HTTP testing backend. It holds no specs of its own.
 */
import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  TestRequest,
} from '@angular/common/http/testing';
import { EnvironmentProviders, Provider } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { admin, Application, Entity } from '@ng-admin/core/config';
import { NGA_APPLICATION } from '../base/tokens';
import { NgaDataService } from './data-service';

/** A blog: posts reference a user and tags, and list their comments. */
export interface Blog {
  app: Application;
  posts: Entity;
  comments: Entity;
  tags: Entity;
  users: Entity;
}

/** Builds a fresh blog configuration served from `http://api.test/`. */
export function blog(): Blog {
  const app = admin.application('Blog').baseApiUrl('http://api.test/');
  const users = admin.entity('users');
  const tags = admin.entity('tags');
  const posts = admin.entity('posts');
  const comments = admin.entity('comments');
  app.addEntity(posts).addEntity(comments).addEntity(tags).addEntity(users);
  posts
    .listView()
    .fields(
      admin.field('title'),
      admin.field('author_id', 'reference').targetEntity(users).targetField(admin.field('name')),
      admin.field('tags', 'reference_many').targetEntity(tags).targetField(admin.field('name')),
    );
  posts.editionView().fields(admin.field('title'), admin.field('author.name'));
  posts.creationView().fields(posts.editionView().fields());
  return { app, posts, comments, tags, users };
}

/** Configures TestBed for the data layer over the given application. */
export function setUpData(
  app: Application,
  ...providers: (Provider | EnvironmentProviders)[]
): { data: NgaDataService; http: HttpTestingController } {
  TestBed.configureTestingModule({
    providers: [
      provideHttpClient(),
      provideHttpClientTesting(),
      { provide: NGA_APPLICATION, useValue: app },
      ...providers,
    ],
  });
  return { data: TestBed.inject(NgaDataService), http: TestBed.inject(HttpTestingController) };
}

/** The blog, its data service and the HTTP testing backend, fresh for each spec. */
export interface BlogData {
  config: Blog;
  data: NgaDataService;
  http: HttpTestingController;
}

/**
 * Gives each spec of the calling `describe` a fresh blog and data layer, and checks after each
 * that no request was left unanswered. Its properties are read inside the specs.
 */
export function useBlogData(): BlogData {
  const bed = {} as BlogData;
  beforeEach(() => {
    const config = blog();
    Object.assign(bed, { config }, setUpData(config.app));
  });
  afterEach(() => bed.http.verify());
  return bed;
}

/** Expects exactly one pending request with this method and this full URL, byte for byte. */
export function expectRequest(
  http: HttpTestingController,
  method: string,
  url: string,
): TestRequest {
  return http.expectOne(
    (request) => request.method === method && request.urlWithParams === url,
    `${method} ${url}`,
  );
}

/**
 * Runs each spec of the calling `describe` on Jasmine's mock clock, set to `now`: timers and
 * `Date.now()` move only with `jasmine.clock().tick(ms)`.
 */
export function useMockClock(now = new Date(2026, 0, 1)): void {
  beforeEach(() => {
    jasmine.clock().install();
    jasmine.clock().mockDate(now);
  });
  afterEach(() => jasmine.clock().uninstall());
}
