/**
 * What the shell needs to know about the session. The accounts module (app/auth) provides the
 * real value with <SessionContext.Provider>; without it the reader is a visitor.
 */
import { createContext, useContext } from 'react';

export interface ShellSession {
  isAuthenticated: boolean;
  isAdmin: boolean;
  logout: () => void | Promise<void>;
}

export const visitorSession: ShellSession = {
  isAuthenticated: false,
  isAdmin: false,
  logout: () => undefined,
};

export const SessionContext = createContext<ShellSession>(visitorSession);

export function useShellSession(): ShellSession {
  return useContext(SessionContext);
}
