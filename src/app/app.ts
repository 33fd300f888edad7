import { Component } from '@angular/core';
import { NgAdminComponent } from '@ng-admin/core';

@Component({
  selector: 'app-root',
  imports: [NgAdminComponent],
  template: '<nga-admin />',
  styles: ':host { display: block; height: 100%; }',
})
export class App {}
