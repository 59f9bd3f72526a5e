/**
 * Asks `GET /api/admin/duplicate` whether a deck with this original title and media type exists,
 * 400 ms after the title or the type last changed (not on every keystroke).
 */
import { useEffect, useState } from 'react';
import type { AuthClient } from '../auth/auth-client';
import { adminRequest } from './admin-client';
import type { DeckRef } from './admin-types';

export const DUPLICATE_CHECK_DELAY_MS = 400;

export function useDuplicateCheck(
  client: AuthClient | null,
  mediaType: number,
  originalTitle: string,
): DeckRef | null {
  const [existing, setExisting] = useState<DeckRef | null>(null);
  useEffect(() => {
    const title = originalTitle.trim();
    setExisting(null);
    if (!client || !title) return;
    let current = true;
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ mediaType: String(mediaType), originalTitle: title });
      adminRequest<{ deck: DeckRef | null }>(client, `/admin/duplicate?${query.toString()}`)
        .then((answer) => {
          if (current) setExisting(answer.deck);
        })
        // The check only warns; the server refuses a duplicate again when the form is sent.
        .catch(() => undefined);
    }, DUPLICATE_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, mediaType, originalTitle]);
  return existing;
}
