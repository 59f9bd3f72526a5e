import { ExtractionError } from '../extraction-error';
import type { ArchiveLimits, InputFile } from '../types';
import { formatBytes } from './archive-limits';
import { expandMember } from './expand-member';
import { decodeMemberName, unsafeNameReason } from './member-names';
import { readZipDirectory, ZipStructureError, type ZipEntry } from './zip-directory';

export interface ZipMember {
  name: string;
  size: number;
  entry: ZipEntry;
}

export interface OpenedZip {
  /** Every member, in directory order. */
  members: readonly ZipMember[];
  /** The member with this exact name, else one that differs only in letter case. */
  find(name: string): ZipMember | undefined;
  /** Checks the members' declared sizes against the limits, before anything is expanded. */
  checkBudget(members: readonly ZipMember[]): void;
  /** Expands one member after checking its ratio and the archive's running budget. */
  expand(member: ZipMember): Uint8Array;
}

/**
 * Opens a zip for reading with the safety checks done up front: the directory is read without
 * expanding anything, then the member count and every name are checked. Sizes are checked per
 * member and for the whole archive before the bytes are inflated.
 */
export function openZip(file: InputFile, limits: ArchiveLimits): OpenedZip {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(file.bytes);
  } catch (error) {
    if (error instanceof ZipStructureError) throw new ExtractionError(file.name, error.message);
    throw error;
  }
  if (entries.length > limits.maxMembers) {
    throw new ExtractionError(
      file.name,
      `the archive lists ${entries.length} files, more than the ${limits.maxMembers} we accept; split it into smaller archives`,
    );
  }
  const members = entries.map((entry) => ({
    name: decodeMemberName(entry),
    size: entry.size,
    entry,
  }));
  for (const member of members) {
    const reason = unsafeNameReason(member.name);
    if (reason) {
      throw new ExtractionError(
        file.name,
        `${reason}, which makes the archive unsafe; it was not opened`,
        {
          members: [member.name],
        },
      );
    }
  }

  const byName = new Map(members.map((member) => [member.name, member]));
  const byLowerName = new Map(members.map((member) => [member.name.toLowerCase(), member]));
  let expandedBytes = 0;

  const fail = (member: ZipMember, problem: string): never => {
    throw new ExtractionError(file.name, problem, { members: [member.name] });
  };

  const checkBudget = (selected: readonly ZipMember[]): void => {
    const total = selected.reduce((sum, member) => sum + member.size, expandedBytes);
    if (total > limits.maxTotalBytes) {
      throw new ExtractionError(
        file.name,
        `the archive expands to ${formatBytes(total)}, more than the ${formatBytes(limits.maxTotalBytes)} we accept; split it into smaller archives`,
      );
    }
  };

  return {
    members,
    find: (name) => byName.get(name) ?? byLowerName.get(name.toLowerCase()),
    checkBudget,
    expand(member) {
      const { entry } = member;
      if (entry.encrypted)
        fail(member, 'it is password-protected; repack the archive without a password');
      if (entry.method !== 0 && entry.method !== 8) {
        fail(
          member,
          `it uses compression method ${entry.method}, which we cannot read; repack the archive as a standard zip (deflate)`,
        );
      }
      if (
        entry.size >= limits.ratioCheckFromBytes &&
        entry.size > entry.compressedSize * limits.maxCompressionRatio
      ) {
        fail(
          member,
          `it would expand from ${formatBytes(entry.compressedSize)} to ${formatBytes(entry.size)}, a ratio no real text reaches; the archive looks like a zip bomb and was not expanded`,
        );
      }
      checkBudget([member]);
      let expanded: ReturnType<typeof expandMember>;
      try {
        expanded = expandMember(file.bytes, entry);
      } catch (error) {
        if (error instanceof ZipStructureError) fail(member, error.message);
        throw error;
      }
      if ('problem' in expanded) return fail(member, expanded.problem);
      expandedBytes += expanded.bytes.length;
      return expanded.bytes;
    },
  };
}
