import { z } from 'zod';
import { ROLES } from '../../lib/roles';

/** The add-a-member form; messages are i18n keys. The API checks again and has the last word. */
export const staffSchema = z.object({
  name: z.string().trim().min(1, 'staff.nameRequired').max(100),
  email: z.string().trim().email('staff.emailInvalid'),
  role: z.enum(ROLES),
  password: z.string().min(10, 'staff.passwordShort').max(200),
});

export type StaffValues = z.infer<typeof staffSchema>;
