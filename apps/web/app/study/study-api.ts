/**
 * The study API as the browser calls it, through the signed-in client (which refreshes the
 * session). Errors carry the API's message so the page can show it.
 */
import type {
  CreateStudyDeck,
  CreatedStudyDeck,
  DeckWordDto,
  StudyCardDto,
  StudyDeckDto,
  StudyNext,
  StudySettings,
  StudyStats,
  WordDto,
} from '@goi/contracts';
import type { AuthClient } from '../auth/auth-client';

async function answer<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}`);
  return body as T;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export function studyApi(client: AuthClient) {
  const call = async <T>(path: string, init?: RequestInit) =>
    answer<T>(await client.apiFetch(path, init));
  return {
    next: () => call<StudyNext>('/study/next'),
    review: (cardId: number, rating: number, durationMs: number) =>
      call<{ card: StudyCardDto; wordState: number }>(
        '/study/review',
        json('POST', { cardId, rating, durationMs }),
      ),
    undo: () => call<{ card: StudyCardDto }>('/study/undo', { method: 'POST' }),
    decks: () => call<StudyDeckDto[]>('/study/decks'),
    createDeck: (body: CreateStudyDeck) =>
      call<CreatedStudyDeck>('/study/decks', json('POST', body)),
    deleteDeck: (studyDeckId: number) =>
      call<void>(`/study/decks/${studyDeckId}`, { method: 'DELETE' }),
    settings: () => call<StudySettings>('/study/settings'),
    saveSettings: (settings: StudySettings) =>
      call<StudySettings>('/study/settings', json('PUT', settings)),
    stats: () => call<StudyStats>('/study/stats'),
    /** Words of a short text (a pasted list), as /parse finds them. */
    parse: (text: string) =>
      call<DeckWordDto[]>(`/vocabulary/parse?text=${encodeURIComponent(text)}`),
    /** The word in full (public, cached): what the back of a card shows. */
    word: (wordId: number, readingIndex: number) =>
      call<WordDto>(`/vocabulary/${wordId}/${readingIndex}`),
  };
}

export type StudyApi = ReturnType<typeof studyApi>;
