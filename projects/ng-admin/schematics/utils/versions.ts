/**
 * The version ranges `ng add` records. The peers of @ng-admin/core (a spec keeps them equal to
 * the library's package.json) and the self-hosted fonts its theme uses. @angular/material and
 * @angular/cdk follow the application's Angular version instead.
 */
export const PEER_DEPENDENCIES: Readonly<Record<string, string>> = {
  'ngx-quill': '^31.0.0',
  quill: '^2.0.0',
};

/** Roboto and the Material Icons font, served from the application instead of Google Fonts. */
export const FONT_DEPENDENCIES: Readonly<Record<string, string>> = {
  '@fontsource/roboto': '^5.3.0',
  'material-icons': '^1.13.14',
};

/** The packages that follow the application's Angular version. */
export const ANGULAR_VERSIONED_DEPENDENCIES = ['@angular/cdk', '@angular/material'] as const;

/**
 * The library's dependencies (and Quill's) that ship CommonJS: listed in the build's
 * `allowedCommonJsDependencies` so that the build prints no CommonJS warning. A name the
 * library no longer imports costs nothing there.
 */
export const COMMONJS_DEPENDENCIES = [
  'angular-expressions',
  'dompurify',
  'papaparse',
  'quill-delta',
] as const;
