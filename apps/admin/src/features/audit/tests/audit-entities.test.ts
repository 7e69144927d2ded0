import { AUDIT_ENTITIES, AUDIT_VERBS } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { ar } from '../../../lib/i18n/locales/ar';
import { en } from '../../../lib/i18n/locales/en';

describe('the audit log names what each row is about', () => {
  it('has a label in both languages for every entity the API records, catalogue and content included', () => {
    for (const entity of AUDIT_ENTITIES) {
      const labels: Record<string, string | undefined> = {
        ar: ar.audit.entities[entity],
        en: en.audit.entities[entity],
      };
      expect(labels, entity).toEqual({ ar: expect.stringMatching(/\p{L}/u), en: expect.stringMatching(/\p{L}/u) });
    }
    expect(en.audit.entities.category).toBe('Category');
    expect(ar.audit.entities.banner).toBe('إعلان');
  });

  it('reads every action the API records in both languages, not as its code', () => {
    for (const verb of AUDIT_VERBS) {
      const labels: Record<string, string | undefined> = { ar: ar.audit.verbs[verb], en: en.audit.verbs[verb] };
      expect(labels, verb).toEqual({ ar: expect.stringMatching(/\p{L}/u), en: expect.stringMatching(/\p{L}/u) });
    }
    expect(en.audit.verbs.status_changed).toBe('Status changed');
    expect(ar.audit.verbs.imported).toBe('استيراد من ملف');
  });
});
