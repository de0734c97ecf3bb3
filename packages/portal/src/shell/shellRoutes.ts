import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';

/** The router's route tree, for menus derived from route metadata (set once by main.tsx). */
export const ShellRoutesContext = createContext<readonly RouteObject[]>([]);

export function useShellRoutes(): readonly RouteObject[] {
  return useContext(ShellRoutesContext);
}
