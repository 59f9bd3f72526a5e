/**
 * The admin API's shapes (issue 15), derived from the zod schemas of `@goi/contracts` (types
 * only: the browser bundle carries no zod). `Metadata` is the providers' result (issue 19).
 */
export type {
  AdminDeck,
  AdminJob,
  AdminJobStatus,
  AdminSubdeck,
  AuditEntry,
  Dashboard as AdminDashboard,
  DeckRef,
  Issues as AdminIssues,
  JobsPage as AdminJobPage,
  Report,
  ReportKind,
  ReportStatus,
  ReportsPage as ReportPage,
  UserRef,
} from '@goi/contracts';

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
