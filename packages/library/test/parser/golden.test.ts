import fs from 'node:fs';
import { expect, it } from 'vitest';
import { testParser } from '../support/parser';
import { goldenExpectedFile, readGoldenInput, renderGolden } from './golden';

it('parses the golden corpus exactly as recorded (npm run golden:update after a deliberate change)', async () => {
  const actual = renderGolden(await testParser(), readGoldenInput());
  const expected = fs.readFileSync(goldenExpectedFile, 'utf8');
  const actualLines = actual.split('\n');
  const expectedLines = expected.split('\n');
  const changed = expectedLines.flatMap((line, index) =>
    line === actualLines[index]
      ? []
      : [`line ${index + 1}\n  expected ${line}\n  actual   ${actualLines[index]}`],
  );
  expect(changed.slice(0, 20).join('\n')).toBe('');
  expect(actualLines.length).toBe(expectedLines.length);
});
