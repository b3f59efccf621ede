/** The build's version (package.json `version`), set by scripts/version-manifest.ts for the forced-update check. */
declare const __MOX_APP_VERSION__: string;
