/** webpack's hash of the compilation this page was built by: the id builds/latest.json names for it. */
declare const __webpack_hash__: string | undefined;

/** This page's build id, or null outside a webpack build (tests). */
export function currentBuildId(): string | null {
  try {
    return typeof __webpack_hash__ === 'string' && __webpack_hash__ ? __webpack_hash__ : null;
  } catch {
    return null;
  }
}
