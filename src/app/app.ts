import { Component } from '@angular/core';
import { MatToolbarModule } from '@angular/material/toolbar';
import { MatCardModule } from '@angular/material/card';
import { NGA_VERSION } from '@ng-admin/core';

@Component({
  selector: 'app-root',
  imports: [MatToolbarModule, MatCardModule],
  templateUrl: './app.html',
  styleUrl: './app.scss',
})
export class App {
  protected readonly version = NGA_VERSION;
}
