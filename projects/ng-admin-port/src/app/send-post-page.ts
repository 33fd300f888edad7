import { Location } from '@angular/common';
import { Component, inject, signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute } from '@angular/router';
import { MatButtonModule } from '@angular/material/button';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { NgaNotification } from '@ng-admin/core';
import { map } from 'rxjs';

/**
 * The demo's "send post by email" page (`/sendPost/:id`). ng-admin's version was a ui-router
 * state with a controller and an `ng-model` input; here it is a component routed by
 * `withRoutes()`, reading `:id` from its route, and the demo's `notification` service
 * is `NgaNotification`, which keeps its `log(message, { addnCls })` call.
 *
 * @usageNotes
 * ```ts
 * withRoutes([{ path: 'sendPost/:id', data: { ngaView: 'send-post' }, component: SendPostPage }]);
 * ```
 */
@Component({
  selector: 'app-send-post-page',
  imports: [MatButtonModule, MatFormFieldModule, MatInputModule],
  template: `
    <div class="page-header">
      <div class="view-actions">
        <button matButton="tonal" type="button" (click)="location.back()">
          <span class="material-icons" aria-hidden="true">arrow_back</span>Back
        </button>
      </div>
      <h1>Send post #{{ id() }} by email</h1>
      <p class="lead">You can add custom pages, too</p>
    </div>
    <form class="send-post" (submit)="$event.preventDefault(); sendEmail()">
      <mat-form-field appearance="outline">
        <mat-label>Email</mat-label>
        <input
          matInput
          type="email"
          placeholder="name@example.com"
          [value]="email()"
          (input)="email.set($any($event.target).value)"
        />
      </mat-form-field>
      <button matButton="filled" type="submit">Send</button>
    </form>
  `,
  styles: `
    .send-post {
      display: flex;
      flex-wrap: wrap;
      gap: 16px;
      align-items: baseline;
    }
  `,
})
export class SendPostPage {
  /** The route's `:id`, which ng-admin's controller read from `$stateParams`. */
  protected readonly id = toSignal(
    inject(ActivatedRoute).paramMap.pipe(map((params) => params.get('id') ?? '')),
    { initialValue: '' },
  );

  protected readonly location = inject(Location);
  protected readonly email = signal('');
  private readonly notification = inject(NgaNotification);

  protected sendEmail(): void {
    if (this.email()) {
      this.notification.log('Email successfully sent to ' + this.email(), {
        addnCls: 'humane-flatty-success',
      });
    } else {
      this.notification.log('Email is undefined', { addnCls: 'humane-flatty-error' });
    }
  }
}
