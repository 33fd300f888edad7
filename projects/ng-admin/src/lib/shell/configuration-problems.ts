import { Component, computed, inject, input } from '@angular/core';
import { NgaIntl } from '../i18n/intl';
import { isConfigError } from '../base/config-error';
import { isFailedDownload, NgaReloadPageButton } from '../base/failed-download';

/** One problem as the panel lists it: where it is written, and what is wrong there. */
interface ShownProblem {
  readonly where: string;
  readonly what: string;
}

// `Entity "comments", view "list", filter "q": ng-model ...`: the place ends at the first ": ".
const PLACE = /^([^<>:]{1,160}?): (.+)$/s;

/**
 * What `<nga-admin>` shows instead of the admin when `provideNgAdmin` refused the
 * configuration: every problem it names, each with where it is written and what to write
 * instead, and where the migration guide is. It replaces the blank page a failed start would
 * leave, in production builds too; the console has the same error. When the configuration's
 * code did not download, it says so and offers to reload the page instead.
 *
 * @usageNotes
 * ```html
 * <nga-configuration-problems [problems]="configuration.problems" [error]="configuration.error" />
 * ```
 */
@Component({
  selector: 'nga-configuration-problems',
  imports: [NgaReloadPageButton],
  template: `
    <section class="nga-config" role="alert" aria-labelledby="nga-config-title">
      <span class="material-icons nga-config-icon" aria-hidden="true">{{
        downloadFailed() ? 'cloud_off' : 'build'
      }}</span>
      <div class="nga-config-text">
        @if (downloadFailed()) {
          <h1 id="nga-config-title" class="nga-config-title">{{ intl.downloadFailed }}</h1>
          <p class="nga-config-intro">{{ intl.downloadFailedIntro }}</p>
          <p class="nga-config-intro">
            <nga-reload-page-button />
          </p>
        } @else {
          <h1 id="nga-config-title" class="nga-config-title">{{ intl.configurationRefused }}</h1>
          <p class="nga-config-intro">{{ intl.configurationRefusedIntro }}</p>
          <h2 class="nga-config-count">
            {{ threw() ? intl.configurationThrew : intl.configurationProblems(shown().length) }}
          </h2>
        }
        <ol class="nga-config-list">
          @for (problem of shown(); track $index) {
            <li class="nga-config-problem">
              @if (problem.where) {
                <strong class="nga-config-where">{{ problem.where }}</strong>
              }
              <span class="nga-config-what">{{ problem.what }}</span>
            </li>
          }
        </ol>
        @if (!downloadFailed()) {
          <p class="nga-config-guide">
            {{ intl.configurationGuide }} <code>docs/migrating-from-ng-admin.md</code>,
            <code>docs/templates.md</code>
          </p>
        }
      </div>
    </section>
  `,
  styles: `
    :host {
      display: block;
      min-height: 100%;
      box-sizing: border-box;
      padding: 24px;
      background: var(--mat-sys-surface);
      color: var(--mat-sys-on-surface);
      font: var(--mat-sys-body-large);
    }
    .nga-config {
      display: flex;
      gap: 16px;
      max-width: 960px;
      margin: 0 auto;
      padding: 24px;
      border-radius: var(--mat-sys-corner-large);
      background: var(--mat-sys-surface-container);
    }
    .nga-config-icon {
      font-size: 36px;
      color: var(--mat-sys-error);
    }
    .nga-config-text {
      flex: 1;
      min-width: 0;
    }
    .nga-config-title {
      margin: 2px 0 8px;
      font: var(--mat-sys-headline-small);
    }
    .nga-config-intro,
    .nga-config-guide {
      margin: 0 0 16px;
      color: var(--mat-sys-on-surface-variant);
    }
    .nga-config-count {
      margin: 16px 0 8px;
      font: var(--mat-sys-title-medium);
    }
    .nga-config-list {
      margin: 0 0 16px;
      padding-left: 24px;
    }
    .nga-config-problem {
      margin-bottom: 12px;
      overflow-wrap: anywhere;
    }
    .nga-config-where {
      display: block;
      color: var(--mat-sys-error);
      font: var(--mat-sys-title-small);
    }
    code {
      font-family: var(--nga-monospace, ui-monospace, monospace);
      overflow-wrap: anywhere;
    }
    @media (max-width: 599.98px) {
      :host {
        padding: 8px;
      }
      .nga-config {
        flex-direction: column;
        gap: 4px;
        padding: 16px;
      }
    }
  `,
})
export class NgaConfigurationProblems {
  /** Every problem `provideNgAdmin` named. */
  readonly problems = input.required<readonly string[]>();
  /** The error itself: a `ConfigError`, or what the configure function threw. */
  readonly error = input<unknown>();

  protected readonly intl = inject(NgaIntl);
  protected readonly threw = computed(() => !isConfigError(this.error()));
  protected readonly downloadFailed = computed(() => isFailedDownload(this.error()));
  protected readonly shown = computed<ShownProblem[]>(() =>
    this.problems().map((problem) => {
      const place = PLACE.exec(problem);
      return place ? { where: place[1]!, what: place[2]! } : { where: '', what: problem };
    }),
  );
}
