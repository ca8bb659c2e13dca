// The outsider test's Angular app: wallet.component.ts is the elements README's Angular recipe, written
// here from the packed README. Zoneless (no zone.js): signals drive the view.
import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { WalletComponent } from './wallet.component';

bootstrapApplication(WalletComponent, { providers: [provideZonelessChangeDetection()] }).catch(
  (err: unknown) => console.error(err),
);
