import { HttpClient, HttpErrorResponse, HttpEventType } from '@angular/common/http';
import { Component, computed, DestroyRef, inject, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import type { FileField, UploadInformation } from '@ng-admin/core/config';
import type { Subscription } from 'rxjs';
import { NgaIntl } from '../../i18n/intl';
import { controlVersion } from '../shared/control-version';
import { NgaValidationMessages } from '../shared/validation-messages';
import { fileLink } from './file-link';
import { NgaFieldControl } from '../shared/form-input';
import { requiredByRule } from '../required-by-rule';

/** The response property read when `uploadInformation()` names none. */
const DEFAULT_API_FILENAME = 'filename';

let nextId = 0;

/**
 * Form input of a `file` field. A button opens the browser's file chooser (restricted by
 * `uploadInformation().accept`); the chosen file is posted at once as multipart form data
 * (field `file`) to `uploadInformation().url`, used as given (relative to the page), with a
 * progress bar. On success the control receives the name the server assigned, read from the
 * JSON response property named by `apifilename` (`filename` when not configured); when the
 * response has no such string property, the original file name. A failed upload keeps the
 * previous value and sets the `upload` error on the control. While the upload runs the
 * control is pending, so a form does not save the old value by accident.
 *
 * @usageNotes
 * ```ts
 * admin.field('picture', 'file').uploadInformation({ url: '/api/upload', accept: 'image/*' });
 * ```
 */
@Component({
  selector: 'nga-file-input',
  imports: [MatButtonModule, MatIconModule, MatProgressBarModule],
  templateUrl: './file-input.html',
  styleUrl: './file-input.scss',
})
export class NgaFileInput extends NgaFieldControl<FileField> {
  protected readonly intl = inject(NgaIntl);
  protected readonly labelId = `nga-file-input-label-${nextId++}`;
  protected readonly errorId = `${this.labelId}-error`;
  /** Upload progress in percent, or null when no upload runs. */
  protected readonly progress = signal<number | null>(null);

  private readonly http = inject(HttpClient);
  private readonly messages = inject(NgaValidationMessages);
  private readonly version = controlVersion(this.control);
  private upload: Subscription | null = null;

  protected readonly accept = computed(() => this.field().uploadInformation().accept ?? null);
  protected readonly required = computed(
    () => this.field().validation().required || requiredByRule(this.control())(),
  );
  protected readonly disabled = computed(() => (this.version(), this.control().disabled));
  protected readonly current = computed(() => (this.version(), fileLink(this.control().value)));
  protected readonly errorMessage = computed(() => {
    this.version();
    const control = this.control();
    const shown = control.touched || control.dirty || control.hasError('upload');
    return shown ? this.messages.first(control.errors) : '';
  });

  constructor() {
    super();
    inject(DestroyRef).onDestroy(() => {
      this.upload?.unsubscribe();
      // An abandoned upload must not leave the form pending forever.
      if (this.control().pending) this.control().updateValueAndValidity();
    });
  }

  /** Uploads the file just chosen in the browser's file chooser. */
  protected onFileChosen(picker: HTMLInputElement): void {
    const file = picker.files?.[0];
    // Cleared so that choosing the same file again still fires `change`.
    picker.value = '';
    if (file) this.send(file);
  }

  /** Empties the field. */
  protected remove(): void {
    this.upload?.unsubscribe();
    this.progress.set(null);
    const control = this.control();
    control.setValue(null);
    control.markAsDirty();
    control.markAsTouched();
  }

  private send(file: File): void {
    const control = this.control();
    const information = this.field().uploadInformation();
    this.upload?.unsubscribe();
    control.markAsTouched();
    if (!information.url) {
      this.fail(this.intl.uploadNotConfigured(file.name));
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    this.progress.set(0);
    control.markAsPending();
    this.upload = this.http
      .post(information.url, body, {
        reportProgress: true,
        observe: 'events',
        responseType: 'text',
      })
      .subscribe({
        next: (event) => {
          if (event.type === HttpEventType.UploadProgress) {
            this.progress.set(event.total ? Math.round((100 * event.loaded) / event.total) : 0);
          } else if (event.type === HttpEventType.Response) {
            this.progress.set(null);
            control.setValue(storedName(event.body, information, file));
            control.markAsDirty();
          }
        },
        error: (error: unknown) => this.fail(this.uploadFailure(file, error)),
      });
  }

  private fail(message: string): void {
    this.progress.set(null);
    const control = this.control();
    // Recomputes the status left pending, then adds the error: the value stays as it was.
    control.updateValueAndValidity({ emitEvent: false });
    control.setErrors({ upload: message, ...control.errors });
    control.markAsTouched();
  }

  private uploadFailure(file: File, error: unknown): string {
    if (!(error instanceof HttpErrorResponse)) return this.intl.uploadFailed(file.name);
    if (error.status === 0) return this.intl.uploadUnreachable(file.name);
    // Without a status text (HTTP/2), Angular reports "OK", which would only confuse here.
    const reason = error.statusText && error.statusText !== 'OK' ? error.statusText : '';
    return this.intl.uploadHttpError(file.name, error.status, reason);
  }
}

/** The name the server assigned to the file, or the original name when it tells none. */
function storedName(body: string | null, information: UploadInformation, file: File): string {
  const key = information.apifilename ?? DEFAULT_API_FILENAME;
  try {
    const answer: unknown = body ? JSON.parse(body) : null;
    const name =
      answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[key] : null;
    if (typeof name === 'string' && name !== '') return name;
  } catch {
    // Not JSON: the server kept the name it was sent.
  }
  return file.name;
}
