import { Component } from '@angular/core';
import * as dsl from '@ng-admin/core/config';
import {
  admin,
  ConfigError,
  type ReferencedListField,
  type ReferenceField,
} from '@ng-admin/core/config';
import type { NgaFieldType } from './base/field-type';
import { NgaFieldTypeRegistry } from './base/field-type-registry';
import { prepareApplication } from './prepare-application';
import { configurationTemplateProblems } from './templates/configuration-template-problems';
import { TestBed } from '@angular/core/testing';
import { NGA_FIELD_TYPES } from './base/field-type-registry';
import { builtInFieldTypes } from './fields/built-in-field-types';

@Component({ selector: 'nga-test-cell', template: '' })
class TestCell {}

const starsType: NgaFieldType = { name: 'stars', cell: TestCell, value: TestCell, input: TestCell };

function registry(...types: NgaFieldType[]): NgaFieldTypeRegistry {
  TestBed.configureTestingModule({
    providers: [{ provide: NGA_FIELD_TYPES, useValue: [builtInFieldTypes, types], multi: false }],
  });
  return TestBed.inject(NgaFieldTypeRegistry);
}

describe('prepareApplication', () => {
  it('returns the validated application that configure built', () => {
    const app = prepareApplication(
      dsl,
      () => {
        const posts = admin.entity('posts');
        posts.listView().fields(admin.field('title'));
        return admin.application('Blog').addEntity(posts);
      },
      registry(),
    );
    expect(app.title()).toBe('Blog');
    expect(app.getEntity('posts').listView().fields().length).toBe(1);
  });

  it('teaches the DSL a registered type, so admin.field(name, type) works', () => {
    const app = prepareApplication(
      dsl,
      () => {
        const posts = admin.entity('posts');
        posts.listView().fields(admin.field('note', 'stars' as 'string'));
        return admin.application('Blog').addEntity(posts);
      },
      registry(starsType),
    );
    expect(app.getEntity('posts').listView().fields()[0].type()).toBe('stars');
    // Only for the time of the configuration: the shared admin is left as it was.
    expect(admin.fieldTypes.has('stars')).toBeFalse();
  });

  it('names the entity, view and field of a misconfigured reference', () => {
    expect(() =>
      prepareApplication(
        dsl,
        () => {
          const comments = admin.entity('comments');
          comments.listView().fields(admin.field('post_id', 'reference'));
          return admin.application('Blog').addEntity(comments);
        },
        registry(),
      ),
    ).toThrowMatching(
      (error) =>
        error instanceof ConfigError &&
        /comments/.test(error.message) &&
        /list/.test(error.message) &&
        /post_id/.test(error.message),
    );
  });

  it('names the entity, view and field whose type has no components', () => {
    admin.registerFieldType('unrendered', admin.fieldTypes.get('string')!);
    expect(() =>
      prepareApplication(
        dsl,
        () => {
          const posts = admin.entity('posts');
          posts.creationView().fields(admin.field('mood', 'unrendered' as 'string'));
          return admin.application('Blog').addEntity(posts);
        },
        registry(),
      ),
    ).toThrowError(
      /Entity "posts", view "creation", field "mood": no components are registered for the field type "unrendered"/,
    );
  });

  it('names where a template uses what templates do not support', () => {
    const configure = () => {
      const comments = admin.entity('comments');
      comments
        .listView()
        .fields(admin.field('body'))
        .filters(admin.field('q').template('<input ng-model="entry.values.q">'));
      comments.showView().fields(admin.field('').template('<post-link entry="entry"></post-link>'));
      comments.editionView().fields(admin.field('body').template('<textarea ng-model="value">'));
      return admin
        .application('Blog')
        .addEntity(comments)
        .header('<a ng-click="entry = !entry">Blog</a>');
    };
    expect(() =>
      prepareApplication(dsl, configure, registry(), [], configurationTemplateProblems),
    ).toThrowMatching((error) => {
      const lines = error instanceof ConfigError ? error.message.split('\n') : [];
      return (
        lines.length === 4 &&
        lines[0].startsWith('Application header: ng-click cannot assign to entry') &&
        lines[1].startsWith(
          'Entity "comments", view "list", filter "q": ng-model binds only "value"',
        ) &&
        lines[2].startsWith(
          'Entity "comments", view "show", field "": <post-link> is not a registered custom tag',
        ) &&
        lines[3] === 'See docs/templates.md, "What templates do not support".'
      );
    });
  });

  it('accepts ng-model="value" in form fields and filters, and refuses it in read views', () => {
    const configure = (inList: boolean) => () => {
      const comments = admin.entity('comments');
      const body = admin.field('body').template('<textarea ng-model="value"></textarea>');
      comments.editionView().fields(body);
      comments.listView().filters(admin.field('q').template('<input ng-model="value">'));
      if (inList) comments.listView().fields(body);
      return admin
        .application('Blog')
        .addEntity(comments)
        .header('<a ng-click="open = !open">x</a>');
    };
    const types = registry();
    expect(
      prepareApplication(dsl, configure(false), types, [], configurationTemplateProblems).entities
        .length,
    ).toBe(1);
    expect(() =>
      prepareApplication(dsl, configure(true), types, [], configurationTemplateProblems),
    ).toThrowError(
      /\nEntity "comments", view "list", field "body": ng-model="value" edits the field's value only in the templates of creation and edition form fields and of filters/,
    );
  });

  it('lists every problem at once: validation, field types and templates', () => {
    admin.registerFieldType('unrendered', admin.fieldTypes.get('string')!);
    const configure = () => {
      const comments = admin.entity('comments');
      comments
        .listView()
        .fields(admin.field('post_id', 'reference'), admin.field('mood', 'unrendered' as 'string'))
        .filters(admin.field('q').template('<div ng-model="value"></div>'));
      return admin.application('Blog').addEntity(comments);
    };
    expect(() =>
      prepareApplication(dsl, configure, registry(), [], configurationTemplateProblems),
    ).toThrowMatching((error) => {
      const problems = error instanceof ConfigError ? error.problems : [];
      return (
        problems.length === 4 &&
        /field "post_id": a reference field needs targetEntity\(\)/.test(problems[0]) &&
        /field "post_id": a reference field needs targetField\(\)/.test(problems[1]) &&
        /field "mood": no components are registered .*: register the type with withFieldTypes/.test(
          problems[2],
        ) &&
        /filter "q": ng-model binds an <input>/.test(problems[3])
      );
    });
  });

  it("takes the application a configure function gives to admin.configure(), as ng-admin's did", () => {
    const app = prepareApplication(
      dsl,
      () => {
        const nga = admin;
        nga.configure(nga.application('Configured'));
      },
      registry(),
    );
    expect(app.title()).toBe('Configured');
  });

  it('accepts the custom tags that are registered', () => {
    const app = prepareApplication(
      dsl,
      () => {
        const comments = admin.entity('comments');
        comments
          .showView()
          .fields(admin.field('').template('<post-link entry="entry"></post-link>'));
        return admin.application('Blog').addEntity(comments);
      },
      registry(),
      ['post-link'],
    );
    expect(app.getEntity('comments').showView().fields().length).toBe(1);
  });

  it('points a relation to a same-named entity at the added one, as ng-admin found them by name', () => {
    const app = prepareApplication(
      dsl,
      () => {
        const posts = admin.entity('posts');
        const comments = admin.entity('comments');
        comments.listView().fields(admin.field('body'));
        posts
          .showView()
          .fields(
            admin
              .field('comments', 'referenced_list')
              .targetEntity(admin.entity('comments'))
              .targetReferenceField('post_id'),
            admin
              .field('author_id', 'reference')
              .targetEntity(admin.entity('users'))
              .targetField(admin.field('name')),
          );
        return admin.application('Blog').addEntity(posts).addEntity(comments);
      },
      registry(),
    );
    const [comments, author] = app.getEntity('posts').showView().fields() as [
      ReferencedListField,
      ReferenceField,
    ];
    expect(comments.targetEntity()).toBe(app.getEntity('comments'));
    // An entity that was never added stays as it was given.
    expect(author.targetEntity()?.name()).toBe('users');
    expect(app.hasEntity('users')).toBeFalse();
  });

  it('refuses a configure function that returns no application', () => {
    expect(() => prepareApplication(dsl, () => undefined as never, registry())).toThrowError(
      /must return admin.application\(...\) or give it to admin.configure\(\), got undefined/,
    );
  });
});
