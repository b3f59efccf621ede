import { createContext, useContext } from 'react';

/** The attributes a Field hands to the control inside it, so label, hint and error are wired without props. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** Set by Field around its control. */
export const FieldContext = createContext<FieldControl | null>(null);

/** The enclosing Field's wiring, or an empty object for a control used on its own. */
export function useFieldControl(): Partial<FieldControl> {
  return useContext(FieldContext) ?? {};
}
