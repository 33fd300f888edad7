import type { NgaTemplateComponents } from '../../templates/template-components';
import { NgaBackButton, NgaLinkButton } from './ng-admin-buttons';
import { NgaFieldTag } from './ng-admin-field';
import { NgaDashboardTagPanel, NgaExportToCsvButton, NgaViewActionsTag } from './ng-admin-panels';

/**
 * ng-admin 1.0's built-in template tags, which `provideNgAdmin` registers under the
 * application's own tags (so an application can replace one), loaded with the template engine: `ma-filtered-list-button`,
 * `ma-create-button`, `ma-edit-button`, `ma-show-button`, `ma-delete-button`,
 * `ma-list-button`, `ma-back-button`, `ma-export-to-csv-button`, `ma-view-actions`,
 * `ma-dashboard-panel` and `ma-field`, with their attributes (`entity-name`, `entity`, `entry`,
 * `filter`, `default-values`, `size`, `label`, `override`, `collection`, `entries`, `field`,
 * `form`).
 *
 * @usageNotes
 * ```ts
 * editionView.actions('<ma-list-button entity-name="posts"></ma-list-button>');
 * ```
 */
export const NG_ADMIN_TEMPLATE_TAGS: NgaTemplateComponents = {
  'ma-filtered-list-button': NgaLinkButton,
  'ma-create-button': NgaLinkButton,
  'ma-edit-button': NgaLinkButton,
  'ma-show-button': NgaLinkButton,
  'ma-delete-button': NgaLinkButton,
  'ma-list-button': NgaLinkButton,
  'ma-back-button': NgaBackButton,
  'ma-export-to-csv-button': NgaExportToCsvButton,
  'ma-view-actions': NgaViewActionsTag,
  'ma-dashboard-panel': NgaDashboardTagPanel,
  'ma-field': NgaFieldTag,
};
