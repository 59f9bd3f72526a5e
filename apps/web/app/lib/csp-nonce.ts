/**
 * The response's CSP nonce for the scripts the document renders inline (root.tsx). Set by
 * entry.server.tsx; in the browser there is none (the scripts already ran, and browsers hide a
 * nonce from the DOM anyway).
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
