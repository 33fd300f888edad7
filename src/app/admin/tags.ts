import { admin } from '@ng-admin/core/config';
import type { BlogEntities } from './blog-admin';

export function configureTags({ tags }: BlogEntities): void {
  tags
    .listView()
    .infinitePagination(true)
    .perPage(5)
    .sortField('name')
    .sortDir('ASC')
    .fields(
      admin.field('id').label('ID'),
      admin.field('name'),
      admin.field('published', 'boolean'),
      admin
        .field('upper_name', 'template')
        .sortable(false)
        .label('Upper name')
        .template('{{ entry.values.name | uppercase }}'),
    )
    .filters(
      admin.field('q').label('Search').pinned(true),
      admin.field('published', 'template').label('Published only').template(' ').defaultValue(true),
    )
    .batchActions(['delete'])
    .listActions(['show', 'edit', 'delete']);

  tags
    .creationView()
    .fields(
      admin.field('name').validation({ required: true, maxlength: 40 }),
      admin.field('published', 'boolean').validation({ required: true }).defaultValue(false),
    );
  // A new tag is published or not (a required boolean is a checkbox); an existing one may also
  // have no state yet: editing offers the three states of a boolean in a dropdown.
  // Renaming a tag shows at once everywhere it is used, and is sent at once too.
  tags
    .editionView()
    .mutationMode('optimistic')
    .fields(
      admin.field('name').validation({ required: true, maxlength: 40 }),
      admin.field('published', 'boolean'),
    );
  tags.showView().fields(admin.field('id').label('ID'), tags.creationView().fields());
}

/** A read-only view of the published tags: its detail links lead to the show view. */
export function configureTagDirectory({ tagDirectory }: BlogEntities): void {
  tagDirectory.readOnly();
  tagDirectory
    .listView()
    .title('Published tags')
    .perPage(20)
    .sortField('name')
    .sortDir('ASC')
    .permanentFilters({ published: true })
    .fields(admin.field('id').label('ID'), admin.field('name'));
  tagDirectory
    .showView()
    .fields(
      admin.field('id').label('ID'),
      admin.field('name'),
      admin.field('published', 'boolean'),
    );
}
