/** A record's name in both languages, as staff type them. */
export interface Names {
  name_ar: string;
  name_en: string;
}

/**
 * The names as another record of the same place is compared with: the Arabic as written, the English in any case,
 * both without the spaces around them.
 */
export function nameKeys(names: Names): Names {
  return { name_ar: names.name_ar.trim(), name_en: names.name_en.trim().toLowerCase() };
}

/** The fields whose name one of `rows` (the records of the same place with either name) already holds. */
export function takenFields(rows: readonly Names[], names: Names): (keyof Names)[] {
  const keys = nameKeys(names);
  const taken: (keyof Names)[] = [];
  if (rows.some((r) => r.name_ar.trim() === keys.name_ar)) taken.push('name_ar');
  if (rows.some((r) => r.name_en.trim().toLowerCase() === keys.name_en)) taken.push('name_en');
  return taken;
}
