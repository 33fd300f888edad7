import { Component } from '@angular/core';
import { NgAdminComponent } from '@ng-admin/core';

/** The whole application is the admin. */
@Component({
  selector: 'app-root',
  imports: [NgAdminComponent],
  template: '<nga-admin />',
  styles: ':host { display: block; height: 100%; }',
})
export class App {}
