import { Component, inject, input } from '@angular/core';
import type { ListView } from '@ng-admin/core/config';
import { NgaButton } from '../../base/button';
import { NgaLinks } from '../../base/links';
import { NgaIntl } from '../../i18n/intl';
import { NgaColumnsMenu } from './columns/columns-menu';
import { NgaImportButton } from './import/import-button';
import { NgaSavedViewsMenu } from './saved-views/saved-views-menu';
import { NgaPartDownloadFailed } from '../../base/part-download-failed';

/**
 * The list's own tools beside its actions: "Columns", "Views" and, for an `importable()` list
 * the user may create entries in, "Import". Each loads (Material's menu, the CDK's drag and
 * drop, the import dialog) when the browser is idle or at the first press.
 *
 * @usageNotes
 * ```html
 * <nga-list-tools [view]="view" />
 * ```
 */
@Component({
  selector: 'nga-list-tools',
  imports: [NgaButton, NgaColumnsMenu, NgaSavedViewsMenu, NgaImportButton, NgaPartDownloadFailed],
  template: `
    @defer (on idle; on interaction) {
      <nga-columns-menu />
    } @placeholder {
      <button ngaButton="tonal" type="button" class="nga-action-columns">
        <span class="material-icons" aria-hidden="true">view_column</span>{{ intl.columns }}
      </button>
    } @error {
      <nga-part-download-failed />
    }
    @defer (on idle; on interaction) {
      <nga-saved-views-menu />
    } @placeholder {
      <button ngaButton="tonal" type="button" class="nga-action-views">
        <span class="material-icons" aria-hidden="true">bookmarks</span>{{ intl.savedViews }}
      </button>
    } @error {
      <nga-part-download-failed />
    }
    @if (view().importable() && links.allows(view().entity, 'creation')) {
      @defer (on idle; on interaction) {
        <nga-import-button [view]="view()" />
      } @placeholder {
        <button ngaButton="tonal" type="button" class="nga-action-import">
          <span class="material-icons" aria-hidden="true">upload</span>{{ intl.import }}
        </button>
      } @error {
        <nga-part-download-failed />
      }
    }
  `,
  styles: `
    :host {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      align-items: center;
    }
  `,
})
export class NgaListTools {
  readonly view = input.required<ListView>();
  protected readonly intl = inject(NgaIntl);
  protected readonly links = inject(NgaLinks);
}
