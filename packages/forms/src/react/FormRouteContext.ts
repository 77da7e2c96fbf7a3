import { createContext } from 'react';

/** Set by `FormRoute`: forms below it are on the generic form route. */
export interface FormRouteContextValue {
  /** Goes back one step after a successful submit (unless `skipNavigate`). */
  navigateBack: () => void;
}

export const FormRouteContext = createContext<FormRouteContextValue | null>(null);
