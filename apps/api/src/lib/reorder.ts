/**
 * The order of a list after moving one of its ids a place up (towards the start) or down; null when it cannot move
 * (not in the list, or already first or last). Categories and banners keep their order as 0, 1, 2 … by this.
 */
export function moveInOrder(ids: number[], id: number, direction: 'up' | 'down'): number[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}
