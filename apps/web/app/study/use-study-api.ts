/**
 * The study API for the signed-in browser; null during the server render and the hydration that
 * follows it (set after mount, so the first client render matches the server's HTML).
 */
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { studyApi, type StudyApi } from './study-api';

export function useStudyApi(): StudyApi | null {
  const { client } = useAuth();
  const [api, setApi] = useState<StudyApi | null>(null);
  useEffect(() => setApi(client ? studyApi(client) : null), [client]);
  return api;
}
