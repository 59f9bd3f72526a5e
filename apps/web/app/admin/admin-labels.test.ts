import { describe, expect, it } from 'vitest';
import { addJobHeading } from './admin-labels';

describe('addJobHeading', () => {
  it('says "Adding" only while the job waits or runs, and how it ended afterwards', () => {
    expect(addJobHeading(undefined)).toBe('Adding');
    expect(addJobHeading('queued')).toBe('Adding');
    expect(addJobHeading('running')).toBe('Adding');
    expect(addJobHeading('succeeded')).toBe('Added');
    expect(addJobHeading('failed')).toBe('Could not add');
    expect(addJobHeading('cancelled')).toBe('Cancelled adding');
  });
});
