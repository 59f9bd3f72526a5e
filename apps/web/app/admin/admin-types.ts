/**
 * The admin API's shapes (the contract of issue 15, /work/wt/admin-contract.md). Interim copies
 * until `@goi/contracts` exports the zod-derived types; then these become re-exports.
 */
import type { MediaType } from '@goi/contracts/values';

export interface DeckRef {
  deckId: number;
  originalTitle: string;
  romajiTitle: string | null;
  englishTitle: string | null;
  mediaType: MediaType;
}

export interface UserRef {
  userId: string;
  userName: string;
}

export type AdminJobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface AdminJob {
  jobId: number;
  type: string;
  status: AdminJobStatus;
  progress: number;
  step: string;
  attempts: number;
  maxAttempts: number;
  error: string | null;
  deck: DeckRef | null;
  queuedBy: UserRef | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  resultDeckId: number | null;
}

export interface AdminJobPage {
  data: AdminJob[];
  totalItems: number;
  offset: number;
  limit: number;
}

export interface AuditEntry {
  auditId: number;
  at: string;
  user: UserRef | null;
  action: string;
  deckId: number | null;
  detail: string;
}

export interface AdminDeckLink {
  linkId: number;
  linkType: number;
  url: string;
}

export interface AdminSubdeck {
  deckId: number;
  deckOrder: number;
  originalTitle: string;
  characterCount: number;
  wordCount: number;
  uniqueWordCount: number;
  difficultyOverride: number;
  hasRawText: boolean;
}

export interface AdminDeck {
  deckId: number;
  parentDeckId: number | null;
  mediaType: MediaType;
  originalTitle: string;
  romajiTitle: string | null;
  englishTitle: string | null;
  aliases: string[];
  description: string | null;
  releaseDate: string | null;
  coverUrl: string | null;
  links: AdminDeckLink[];
  difficulty: number;
  difficultyOverride: number;
  hideDialoguePercentage: boolean;
  statistics: {
    characterCount: number;
    wordCount: number;
    uniqueWordCount: number;
    uniqueKanjiCount: number;
    sentenceCount: number;
    dialoguePercentage: number;
  };
  hasRawText: boolean;
  subdecks: AdminSubdeck[];
  audit: AuditEntry[];
}

export interface AdminDashboard {
  decksByType: { mediaType: MediaType; count: number }[];
  jobs: { queued: number; running: number; failed: number };
  openReports: number;
}

export interface AdminIssues {
  missingRomajiTitle: DeckRef[];
  noLinks: DeckRef[];
  zeroCharacters: DeckRef[];
  missingReleaseDate: DeckRef[];
  missingDescription: DeckRef[];
  noCover: DeckRef[];
  failedJobs: AdminJob[];
}

export type ReportKind = 'wrong-title' | 'wrong-metadata' | 'bad-parse' | 'missing-episodes' | 'other';
export type ReportStatus = 'open' | 'resolved' | 'dismissed';

export interface Report {
  reportId: number;
  deck: DeckRef | null;
  kind: ReportKind;
  text: string;
  status: ReportStatus;
  reportedBy: UserRef;
  createdAt: string;
  handledBy: UserRef | null;
  handledAt: string | null;
}

export interface ReportPage {
  data: Report[];
  totalItems: number;
  offset: number;
  limit: number;
}

/** A metadata search result (issue 19, the providers helper's `Metadata`). */
export interface Metadata {
  provider: string;
  providerId: string;
  originalTitle: string;
  romajiTitle: string | null;
  englishTitle: string | null;
  aliases: string[];
  releaseDate: string | null;
  description: string | null;
  coverUrl: string | null;
  links: { linkType: number; url: string }[];
  rating: number | null;
}
