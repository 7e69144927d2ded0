/**
 * Takes away index.html's boot shell (docs/decisions/0056) in the next animation frame: the one that first paints what
 * the app has just rendered under it, so there is never a blank page between the two.
 */
export function removeBootShell(): void {
  requestAnimationFrame(() => document.getElementById('boot-shell')?.remove());
}
