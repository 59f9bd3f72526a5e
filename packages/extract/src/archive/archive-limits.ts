import type { ArchiveLimits } from '../types';

/**
 * Defaults sized for real uploads: a season of subtitles is a few hundred kilobytes, a light
 * novel's EPUB a few megabytes of text, a manga volume's mokuro JSON one or two. Real text
 * compresses 3–10 times; a ratio above 100 on a large member is a zip bomb.
 */
export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxMembers: 10_000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioCheckFromBytes: 1024 * 1024,
};

export function resolveLimits(overrides: Partial<ArchiveLimits> | undefined): ArchiveLimits {
  return { ...DEFAULT_ARCHIVE_LIMITS, ...overrides };
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}
