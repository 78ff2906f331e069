// What every row's form gets (rows.tsx lists the rows; the forms import only this).

import type { SecurityConfig } from '@/api/security';

export interface RowFormProps {
  config: SecurityConfig;
  /** The form's work is done: the row closes and the overview loads again. */
  done: () => void;
  /** Something changed: the overview loads again, the row stays open. */
  refresh: () => void;
}
