/** A guard telling whether a string the API sent is one of `values` (say, one the screen has a translation for). */
export function oneOf<T extends string>(values: readonly T[]): (value: string) => value is T {
  return (value: string): value is T => (values as readonly string[]).includes(value);
}
