import { Component } from '@angular/core';
import { NgAdminComponent } from '@ng-admin/core';

/** The port's root: the whole admin, as ng-admin's `<div ui-view="ng-admin">` was. */
@Component({
  selector: 'app-root',
  imports: [NgAdminComponent],
  template: '<nga-admin />',
  styles: ':host { display: block; height: 100%; }',
})
export class App {}
